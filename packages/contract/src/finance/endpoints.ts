import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import {
  consumeQueryBody,
  consumeRecord,
  priceItem,
  priceQuery,
  rechargeQueryBody,
  rechargeRecord,
} from './index.ts';

/** Spec 3 "Orders and records" and spec 7 price lookup (the dashboard card is in dashboard). */
export const financeEndpoints = endpointGroup('finance', {
  prices: {
    method: 'GET',
    path: '/finance/price/name',
    summary: 'One price by name, or every price when no name is given',
    query: priceQuery,
    response: z.union([priceItem, z.array(priceItem)]),
  },
  recharges: {
    method: 'POST',
    path: '/finance/recharge/queryList',
    read: true,
    summary: "Recharge records (recharges and refunds) of the caller's workspace, newest first",
    query: pageQuery,
    body: rechargeQueryBody,
    response: pageOf(rechargeRecord),
  },
  consumption: {
    method: 'POST',
    path: '/finance/consume/queryList',
    read: true,
    summary: "Consumption records of the caller's workspace, newest first",
    query: pageQuery,
    body: consumeQueryBody,
    response: pageOf(consumeRecord),
  },
});
