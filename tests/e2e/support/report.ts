// Fixtures of the report spec: a member's saved check-up records around a fixed "now", the PDF
// chunk to watch for on the network, and a downloaded file's bytes and text.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { pdfContent } from '../../support/pdfText';

/** Monday 23 November 2026, 10:30 on the phone (America/Mexico_City). */
export const NOW = new Date('2026-11-23T16:30:00Z');

/** The lazily loaded module that holds the PDF library (jsPDF) and the report writer. */
export const pdfChunk = /\/assets\/reportPdf-[^/]+\.js$/;

export const measurements = [
  {
    id: 'v-crisis',
    created_at: '2026-11-20T15:05:00.000Z',
    time: '09:05',
    type: 'vitals',
    source: 'manual',
    vitals: { pressure: '185/95', heartRate: 80, spo2: 97 },
    triage: { risk: 'high', label: 'Crisis Hipertensiva', reasons: [] },
  },
  {
    id: 'w-1',
    created_at: '2026-11-10T14:15:00.000Z',
    time: '08:15',
    type: 'weight',
    source: 'manual',
    vitals: { weight: 70, bmi: 22.9 },
  },
  {
    id: 't-1',
    created_at: '2026-11-22T15:40:00.000Z',
    time: '09:40',
    type: 'triage',
    source: 'manual',
    triage: { risk: 'high', label: 'Urgencias hoy', reasons: ['SpO2 92 %'] },
    test_id: 'dyspnea',
    level: 'B',
  },
  {
    id: 'v-old',
    created_at: '2026-08-01T15:00:00.000Z',
    time: '09:00',
    type: 'vitals',
    source: 'manual',
    vitals: { pressure: '118/76', heartRate: 70 },
    triage: { risk: 'low', label: 'Normal', reasons: [] },
  },
];

/** Only the August reading: nothing in the last 30 or 90 days. */
export const oldOnly = measurements.filter((measurement) => measurement.id === 'v-old');

export interface SavedPdf {
  readonly fileName: string;
  readonly head: string;
  readonly text: string;
}

/** The downloaded file's name, its first bytes and its text as PDF.js reads it. */
export async function savedPdf(download: Download): Promise<SavedPdf> {
  const bytes = await readFile(await download.path());
  const { pages } = await pdfContent(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  return {
    fileName: download.suggestedFilename(),
    head: bytes.subarray(0, 5).toString('latin1'),
    text: pages.map((page) => page.text).join(' '),
  };
}
