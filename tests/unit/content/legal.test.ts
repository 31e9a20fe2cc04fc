// The legal texts as the legal page renders them: loaded through src/content/legal.ts and rendered
// to HTML, then read for what spec §1, §3 and §9 require them to say.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legalDocumentByPath, loadLegalDocument } from '../../../src/content/legal';

async function renderedText(id: 'privacidad' | 'terminos'): Promise<string> {
  const { Content } = await loadLegalDocument(id);
  return renderToStaticMarkup(createElement(Content))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const storageKeys = [
  'vita-user',
  'vita365_coverage',
  'vita365_health',
  'vita365_medications',
  'vita365_appointments',
  'vita365_grocery_list',
  'vita365_plans_saved',
  'vita365_favorites',
  'vita365_completed',
  'vita-measurements',
  'vita-sleep-history',
  'vita-triage_events',
  'vita365_medicines',
];

describe('legal texts', () => {
  it('are dated 3 September 2025 and titled for their routes', async () => {
    const privacy = await loadLegalDocument(
      legalDocumentByPath['/politicas-de-privacidad'] ?? 'privacidad',
    );
    const terms = await loadLegalDocument(
      legalDocumentByPath['/terminos-y-condiciones'] ?? 'terminos',
    );
    expect(privacy.meta).toEqual({ title: 'Política de privacidad', updated: '2025-09-03' });
    expect(terms.meta).toEqual({ title: 'Términos y condiciones', updated: '2025-09-03' });
    expect(await renderedText('privacidad')).toContain('3 de septiembre de 2025');
    expect(await renderedText('terminos')).toContain('3 de septiembre de 2025');
  });

  it('say in both texts that the self-check tools are informational and not a diagnosis', async () => {
    for (const id of ['privacidad', 'terminos'] as const) {
      const text = await renderedText(id);
      expect(text).toMatch(/informativ/);
      expect(text).toMatch(/No son un diagnóstico/);
    }
  });

  it('explain the privacy rights of Mexican law and every browser storage key', async () => {
    const text = await renderedText('privacidad');
    expect(text).toContain('LFPDPPP');
    expect(text).toContain('ARCO');
    for (const key of ['Acceso', 'Rectificación', 'Cancelación', 'Oposición']) {
      expect(text).toContain(key);
    }
    for (const key of storageKeys) expect(text).toContain(key);
  });

  it('state the payment, suspension and cancellation terms of the spec', async () => {
    const text = await renderedText('terminos');
    expect(text).toMatch(/pagos son recurrentes/);
    expect(text).toMatch(/proveedor de asistencia aliado/);
    expect(text).toMatch(/3 días de gracia/);
    expect(text).toMatch(/se suspende/);
    expect(text).toMatch(/15 días siguientes a la fecha de vencimiento, tu membresía se cancela/);
    expect(text).toMatch(/al final del ciclo de facturación en curso/);
    expect(text).toMatch(/No hay reembolsos parciales/);
  });

  it('use the company name Vita365 only, with no invented legal entity', async () => {
    const text = (await renderedText('privacidad')) + (await renderedText('terminos'));
    expect(text).toContain('Vita365');
    expect(text).not.toMatch(/S\. ?A\. de C\. ?V\.|S\. de R\. ?L\./);
  });
});
