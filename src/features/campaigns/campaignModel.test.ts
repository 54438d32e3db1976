// Which model of the campaign modal (content-app.md 2.8) the number of new campaigns calls for.
import { describe, expect, it } from 'vitest';
import { campaignModel, LIST_FROM } from './campaignModel';

describe('the campaign modal’s model', () => {
  it('is single for one, multiple for two, a list from three on, and none for none', () => {
    expect(campaignModel(0)).toBeNull();
    expect(campaignModel(1)).toBe('single');
    expect(campaignModel(2)).toBe('multiple');
    expect(LIST_FROM).toBe(3);
    expect(campaignModel(3)).toBe('list');
    expect(campaignModel(12)).toBe('list');
  });
});
