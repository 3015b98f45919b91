import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import {
  consumeQueryBody,
  consumeRecord,
  priceItem,
  priceQuery,
  rechargeQueryBody,
  rechargeRecord,
} from './index.ts';

const tags = ['finance'];

/** Spec 3 "Orders and records" and spec 7 price lookup (the dashboard card is in dashboard). */
export const financeEndpoints = {
  prices: endpoint({
    method: 'GET',
    path: '/finance/price/name',
    tags,
    summary: 'One price by name, or every price when no name is given',
    query: priceQuery,
    response: z.union([priceItem, z.array(priceItem)]),
  }),
  recharges: endpoint({
    method: 'POST',
    path: '/finance/recharge/queryList',
    tags,
    summary: "Recharge records (recharges and refunds) of the caller's workspace, newest first",
    query: pageQuery,
    body: rechargeQueryBody,
    response: pageOf(rechargeRecord),
  }),
  consumption: endpoint({
    method: 'POST',
    path: '/finance/consume/queryList',
    tags,
    summary: "Consumption records of the caller's workspace, newest first",
    query: pageQuery,
    body: consumeQueryBody,
    response: pageOf(consumeRecord),
  }),
};
