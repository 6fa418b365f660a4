import { OPERATION_ACTIONS } from '@fleet/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { operationActions as en } from '../../../locales/en/operation-actions';
import { operationActions as ja } from '../../../locales/ja/operation-actions';
import { operationActions as zh } from '../../../locales/zh/operation-actions';
import { ActionCell } from './action-label';

describe('operation-log action labels', () => {
  it('name every action of the catalogue in zh, en and ja, each differently from its code', () => {
    for (const labels of [zh, en, ja]) {
      for (const action of OPERATION_ACTIONS) expect(labels[action]).toMatch(/\S/);
      expect(new Set(Object.values(labels)).size).toBe(OPERATION_ACTIONS.length);
    }
  });

  it('show a robot action by its name beside the code (these showed as raw codes before)', async () => {
    await loadLanguage('ja');
    await i18n.changeLanguage('ja');
    render(<ActionCell action="robot.map.copy" />);
    expect(screen.getByText('マップを他のロボットへコピー')).toBeTruthy();
    expect(screen.getByText('robot.map.copy')).toBeTruthy();
  });
});
