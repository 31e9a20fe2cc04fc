// One stored check-in entry as the screens and the PDFs show it, or undefined when it fails the
// storage schema or cannot be shown. Free of the stores, so the PDF worker reads entries the same way.
import { validate as validateMeasurement } from 'virtual:storage-validator/measurement';
import type { Measurement } from '../../content/types/storage/measurement';
import { historyEntry, type HistoryEntry } from '../../domain/health/historyEntry';
import { storageGuard } from '../../state/storageValidator';

const isMeasurement = storageGuard<Measurement>(validateMeasurement);

export const readHistoryEntry = (value: unknown): HistoryEntry | undefined =>
  isMeasurement(value) ? historyEntry(value) : undefined;
