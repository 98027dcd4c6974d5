import type { PlanningBlock } from '@velodesk/contract/api/rentals';
import { describe, expect, it } from 'vitest';
import {
  blockAtCell,
  blockBox,
  blockCells,
  blockMoments,
  cellOfEnd,
  cellOfStart,
  freeRun,
  periodOfCells,
  takenCells,
} from './planning-cells.ts';

describe('half-day cells of a block', () => {
  it('starts in the AM cell at 08:00 and in the PM cell at 13:00', () => {
    expect(cellOfStart(0, 8)).toBe(0);
    expect(cellOfStart(0, 13)).toBe(1);
    expect(cellOfStart(3, 13)).toBe(7);
  });

  it('ends in the AM cell at 12:59:59, the PM cell at 19:00 and the day before at 07:59:59', () => {
    expect(cellOfEnd(2, 13)).toBe(4);
    expect(cellOfEnd(2, 19)).toBe(5);
    expect(cellOfEnd(2, 8)).toBe(3);
  });

  it('covers a one-day rental from 08:00 to 19:00 with two cells', () => {
    expect(blockCells([1, 4, 8, 4, 19])).toEqual({ first: 8, last: 9 });
  });
});

describe('blocks drawn in the window', () => {
  const cellWidth = 20;

  it('places a block by its cells', () => {
    expect(blockBox([1, 1, 13, 2, 19], cellWidth, 28)).toEqual({
      left: 60,
      width: 60,
      first: 3,
      last: 5,
      continuesBefore: false,
      continuesAfter: false,
    });
  });

  it('clips a block that began before the window or ends after it', () => {
    const box = blockBox([1, -2, 8, 20, 19], cellWidth, 28);
    expect(box).toMatchObject({
      left: 0,
      first: 0,
      last: 27,
      width: 560,
      continuesBefore: true,
      continuesAfter: true,
    });
  });

  it('leaves out a block wholly outside the window', () => {
    expect(blockBox([1, -5, 8, -1, 19], cellWidth, 28)).toBeNull();
    expect(blockBox([1, 14, 8, 15, 19], cellWidth, 28)).toBeNull();
  });

  it('finds the block under a cell', () => {
    const blocks: PlanningBlock[] = [
      [10, 0, 8, 0, 13],
      [11, 1, 13, 2, 19],
    ];
    expect(blockAtCell(blocks, 0)?.[0]).toBe(10);
    expect(blockAtCell(blocks, 1)).toBeNull();
    expect(blockAtCell(blocks, 5)?.[0]).toBe(11);
  });
});

describe('drag-selection over free half-days', () => {
  const blocks: PlanningBlock[] = [[10, 2, 8, 2, 19]];
  const taken = takenCells(blocks, 14);

  it('marks the cells a product is held', () => {
    expect(Array.from(taken)).toEqual([0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('stops before a taken cell, forwards and backwards', () => {
    expect(freeRun(taken, 0, 10)).toEqual({ from: 0, to: 3 });
    expect(freeRun(taken, 9, 1)).toEqual({ from: 6, to: 9 });
    expect(freeRun(taken, 6, 40)).toEqual({ from: 6, to: 13 });
  });

  it('cannot start on a taken cell', () => {
    expect(freeRun(taken, 4, 8)).toBeNull();
  });

  it('turns cells into the reservation period of the API', () => {
    expect(periodOfCells('2030-06-01', 0, 1)).toEqual({
      startDate: '2030-06-01T08:00:00',
      endDate: '2030-06-01T19:00:00',
    });
    expect(periodOfCells('2030-06-30', 3, 4)).toEqual({
      startDate: '2030-07-01T13:00:00',
      endDate: '2030-07-02T12:59:59',
    });
  });

  it('tells a block from and to as dates and clocks', () => {
    expect(blockMoments('2030-06-01', [1, 2, 13, 3, 8])).toEqual({
      startDate: '2030-06-03',
      startTime: '13:00',
      endDate: '2030-06-04',
      endTime: '07:59',
    });
  });
});
