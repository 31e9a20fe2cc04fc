// The catalogue of spec §3 'Coverage catalogue', written out again here independently of
// content/coverage/, so an edit that drops a service or changes its events is caught.
import { describe, expect, it } from 'vitest';
import {
  coverageCategories,
  coverageServiceById,
  defaultCoverageCategoryId,
} from '../../../src/content/coverage';

type Expected = readonly [
  id: string,
  events: number | 'unlimited',
  valueMentions: readonly string[],
];

const unlimited = 'unlimited';

const catalogue: Readonly<Record<string, readonly Expected[]>> = {
  medica: [
    ['ambulancia_terrestre', unlimited, ['Sin costo']],
    ['medico_domicilio', 2, ['$1,000 MXN', 'por evento']],
    ['video_consulta', unlimited, ['Sin costo']],
    ['apoyo_medicamentos', 2, ['$500 MXN', 'por evento']],
    ['consulta_especialista', 1, ['$1,200 MXN']],
    ['quimica_6_elementos', 1, ['$600 MXN']],
    ['mastografia', 1, ['Sin costo']],
    ['orientacion_psicologica', unlimited, ['24 horas']],
    ['referencias_terapeutas', unlimited, []],
    ['limpieza_dental', 1, ['Sin costo']],
  ],
  legal: [
    ['asistencia_legal', unlimited, []],
    ['orientacion_derechos_laborales', unlimited, []],
    ['asesoria_familiar_civil', 2, ['Sin costo']],
  ],
  vial: [
    ['grua_falla_mecanica', 1, ['$1,000 MXN', 'solo auto']],
    ['cambio_llanta', 2, ['$800 MXN', 'por evento', 'combinado']],
    ['paso_corriente', 2, ['$800 MXN', 'combinado']],
    ['suministro_gasolina', 2, ['$800 MXN', 'combinado']],
    ['traslado_bicicleta', 1, ['Sin costo']],
    ['asistencia_telefonica_accidente', unlimited, []],
    ['mantenimiento_bicicleta', 1, ['$500 MXN']],
    ['medico_telefonico_vial', unlimited, []],
  ],
  mascotas: [
    ['consulta_veterinaria_emergencia', 1, ['$900 MXN']],
    ['vacunacion_antirrabica', 1, ['$500 MXN']],
    ['pipeta_antipulgas', 1, ['$400 MXN']],
    ['asistencia_legal_mascotas', 1, ['Sin costo']],
    ['orientacion_veterinaria_telefonica', unlimited, []],
  ],
  fitness: [
    ['orientacion_nutricional', unlimited, []],
    ['consulta_nutriologo', 1, ['$1,000 MXN']],
    ['referencia_gimnasios', unlimited, []],
  ],
  hogar: [
    ['plomero', 2, ['$800 MXN', 'por servicio', 'combinado']],
    ['cerrajero', 2, ['$800 MXN', 'por servicio', 'combinado']],
    ['electricista', 2, ['$800 MXN', 'por servicio', 'combinado']],
  ],
  funeraria: [['servicios_funerarios', 1, ['$18,000 MXN']]],
};

const rows = Object.entries(catalogue).flatMap(([category, services]) =>
  services.map(([id, events, mentions]) => ({ category, id, events, mentions })),
);

describe('coverage catalogue', () => {
  it('has the seven categories in tab order with their Spanish names, Médica first', () => {
    expect(coverageCategories.map(({ id, name }) => [id, name])).toEqual([
      ['medica', 'Médica'],
      ['legal', 'Legal'],
      ['vial', 'Vial'],
      ['mascotas', 'Mascotas'],
      ['fitness', 'Fitness'],
      ['hogar', 'Hogar'],
      ['funeraria', 'Funeraria'],
    ]);
    expect(defaultCoverageCategoryId).toBe('medica');
  });

  it('gives every category a kebab-case icon name', () => {
    for (const category of coverageCategories) expect(category.icon).toMatch(/^[a-z0-9-]+$/);
  });

  it('lists exactly the services of the spec in each category, in the spec order', () => {
    for (const category of coverageCategories) {
      const expectedIds = (catalogue[category.id] ?? []).map(([id]) => id);
      expect(category.services.map((service) => service.id)).toEqual(expectedIds);
    }
    expect(rows).toHaveLength(33);
  });

  it.each(rows)('$id has the events and unlimited flag of the spec', ({ id, events }) => {
    const service = coverageServiceById(id);
    expect(service).toBeDefined();
    if (events === unlimited) {
      expect(service).toMatchObject({ unlimited: true, events: 0 });
    } else {
      expect(service).toMatchObject({ unlimited: false, events });
    }
  });

  it.each(rows)('$id shows its cap and notes in its value text', ({ id, mentions }) => {
    const value = coverageServiceById(id)?.value ?? '';
    expect(value).not.toBe('');
    for (const mention of mentions) expect(value).toContain(mention);
  });

  it('lists the road category with its eight services, and returns nothing for an unknown service', () => {
    expect(coverageCategories.find((category) => category.id === 'vial')?.services).toHaveLength(8);
    expect(coverageServiceById('no_existe')).toBeUndefined();
  });
});
