import { describe, expect, it } from 'vitest';
import {
  addFavorite,
  isFavorite,
  removeFavorite,
  toggleFavorite,
  uniqueFavorites,
  type Favorite,
} from '../../../src/domain/wellness/favorites';

const breathing: Favorite = {
  id: 'breathing-4-7-8',
  category: 'breathing',
  title: 'Respiración 4-7-8',
  summary: 'Una exhalación larga que te ayuda a relajarte.',
  duration: '3 min',
  slug: 'respiracion-4-7-8',
};
const guide: Favorite = {
  id: 'nutrition-balanced-plate',
  category: 'nutrition',
  title: 'El Plato del Bien Comer',
  summary: 'Arma comidas completas.',
  duration: '5 min de lectura',
  slug: 'plato-del-bien-comer',
};

describe('favourites', () => {
  it('adds a favourite once: a second add of the same slug changes nothing', () => {
    const once = addFavorite([], breathing);
    expect(once).toEqual([breathing]);
    expect(addFavorite(once, { ...breathing, title: 'Otro título' })).toEqual([breathing]);
  });

  it('keeps the order in which favourites were saved', () => {
    expect(addFavorite([breathing], guide).map((f) => f.slug)).toEqual([
      'respiracion-4-7-8',
      'plato-del-bien-comer',
    ]);
  });

  it('removes by slug, and removing an absent slug changes nothing', () => {
    expect(removeFavorite([breathing, guide], 'respiracion-4-7-8')).toEqual([guide]);
    expect(removeFavorite([guide], 'respiracion-4-7-8')).toEqual([guide]);
  });

  it('toggles: saves an absent favourite and removes a saved one, saying which', () => {
    const saved = toggleFavorite([], breathing);
    expect(saved).toEqual({ favorites: [breathing], saved: true });
    expect(toggleFavorite(saved.favorites, breathing)).toEqual({ favorites: [], saved: false });
  });

  it('collapses a slug stored twice by an older version, and a toggle removes both', () => {
    const stored = [breathing, guide, { ...breathing, title: 'Copia' }];
    expect(uniqueFavorites(stored)).toEqual([breathing, guide]);
    expect(addFavorite(stored, guide)).toEqual([breathing, guide]);
    expect(toggleFavorite(stored, breathing).favorites).toEqual([guide]);
    expect(isFavorite(stored, 'respiracion-4-7-8')).toBe(true);
  });

  it('does not change the list it was given', () => {
    const list = [breathing];
    toggleFavorite(list, guide);
    toggleFavorite(list, breathing);
    expect(list).toEqual([breathing]);
  });
});
