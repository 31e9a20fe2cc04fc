// The header bell's words: its accessible name and what a failed opening says.
export const NOTIFICATIONS_TEXT = {
  bell: 'Notificaciones',
  bellWithUnread: 'Notificaciones, hay notificaciones sin leer',
  openFailedTitle: 'Sin conexión',
  empty: 'No tienes notificaciones por ahora.',
  unread: 'Sin leer',
  openFailedDescription: 'No pudimos abrir tus notificaciones. Inténtalo de nuevo.',
} as const;
