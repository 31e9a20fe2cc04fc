import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKED_ITEMS_KEY,
  checkedItemsSlice,
  toggleChecked,
} from '../../../src/state/checkedItems';
import { COMPLETED_KEY, completedSlice, toggleCompletedItem } from '../../../src/state/completed';
import {
  FAVORITES_KEY,
  favoritesSlice,
  toggleFavoriteEntry,
  type Favorite,
} from '../../../src/state/favorites';
import { versionKeyOf } from '../../../src/state/persistedSlice';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { toastStore } from '../../../src/state/toasts';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const favorite: Favorite = {
  id: 'breathing-4-7-8',
  category: 'breathing',
  title: 'Respiración 4-7-8',
  summary: 'Una exhalación larga que te ayuda a relajarte, sobre todo antes de dormir.',
  duration: '3 min',
  slug: 'respiracion-4-7-8',
};

let storage: MemoryStorage;

function start(): void {
  startPersistence({ storage, addStorageListener: () => () => undefined });
  favoritesSlice();
  completedSlice();
  checkedItemsSlice();
}

describe('the wellness stores', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    favoritesSlice().state.value = [];
    completedSlice().state.value = [];
    checkedItemsSlice().state.value = {};
    toastStore.current = null;
  });
  afterEach(() => stopPersistence());

  it('keep favourites under vita365_favorites as a bare array of the spec shape, once per slug', async () => {
    start();
    expect(toggleFavoriteEntry(favorite)).toBe(true);
    await flushSubscriptions();
    expect(storage.json(FAVORITES_KEY)).toEqual([favorite]);
    expect(storage.getItem(versionKeyOf(FAVORITES_KEY))).toBeNull();
    expect(toggleFavoriteEntry(favorite)).toBe(false);
    await flushSubscriptions();
    expect(storage.json(FAVORITES_KEY)).toEqual([]);
  });

  it('read favourites an older version saved, with extra fields and a slug twice', async () => {
    const older = [
      { ...favorite, icon: 'wind' },
      { slug: 'plato-del-bien-comer', title: 'El Plato del Bien Comer' },
      { ...favorite, title: 'Copia' },
    ];
    storage.setItem(FAVORITES_KEY, JSON.stringify(older));
    start();
    expect(favoritesSlice().state.value).toEqual(older);
    // A favourite saved twice by an older version: tapping it off removes every copy.
    expect(toggleFavoriteEntry(older[1]!)).toBe(false);
    await flushSubscriptions();
    expect(storage.json(FAVORITES_KEY)).toEqual([older[0], older[2]]);
  });

  it('keep completed ids under vita365_completed as a bare array of unique ids', async () => {
    storage.setItem(COMPLETED_KEY, JSON.stringify(['tip-morning-water', 'tip-morning-water']));
    start();
    expect(toggleCompletedItem('breathing-4-7-8')).toBe(true);
    await flushSubscriptions();
    expect(storage.json(COMPLETED_KEY)).toEqual(['tip-morning-water', 'breathing-4-7-8']);
    expect(toggleCompletedItem('breathing-4-7-8')).toBe(false);
    await flushSubscriptions();
    expect(storage.json(COMPLETED_KEY)).toEqual(['tip-morning-water']);
  });

  it('keep checked items under vita365_checked_items as a bare map from key to ids', async () => {
    start();
    toggleChecked('plato-del-bien-comer', 'dia-2-comida');
    toggleChecked('hidratacion-inteligente', 'dia-1-cena');
    await flushSubscriptions();
    expect(storage.json(CHECKED_ITEMS_KEY)).toEqual({
      'plato-del-bien-comer': ['dia-2-comida'],
      'hidratacion-inteligente': ['dia-1-cena'],
    });
  });

  it('reset unreadable data to empty, keep the other stores, and say so once', () => {
    storage.setItem(FAVORITES_KEY, JSON.stringify([{ title: 'Sin slug' }]));
    storage.setItem(COMPLETED_KEY, '{"no": "es una lista"');
    storage.setItem(CHECKED_ITEMS_KEY, JSON.stringify({ guia: ['a'] }));
    start();
    expect(favoritesSlice().state.value).toEqual([]);
    expect(completedSlice().state.value).toEqual([]);
    expect(checkedItemsSlice().state.value).toEqual({ guia: ['a'] });
    expect(storage.getItem(FAVORITES_KEY)).toBeNull();
    expect(toastStore.current?.title).toBe('Datos restablecidos');
  });

  it('reject a checked-items map whose ids are not strings', () => {
    storage.setItem(CHECKED_ITEMS_KEY, JSON.stringify({ guia: [1, 2] }));
    start();
    expect(checkedItemsSlice().state.value).toEqual({});
  });
});
