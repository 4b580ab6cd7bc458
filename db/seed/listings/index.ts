import type { ListingSeed } from "../types";
import { ASHANTI } from "./ashanti";
import { CENTRAL } from "./central";
import { GREATER_ACCRA } from "./greater-accra";
import { NORTH } from "./north";
import { UNPUBLISHED } from "./unpublished";
import { VOLTA_EASTERN } from "./volta-eastern";
import { WESTERN } from "./western";

export const LISTINGS: ListingSeed[] = [
  ...GREATER_ACCRA,
  ...CENTRAL,
  ...WESTERN,
  ...ASHANTI,
  ...VOLTA_EASTERN,
  ...NORTH,
  ...UNPUBLISHED,
];
