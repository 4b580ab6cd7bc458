import type { AccountSeed } from "./types";

/** The password of every seeded account (decisions.md, "Demo accounts"). */
export const DEMO_PASSWORD = "Akwaaba2026!";

export const ACCOUNTS: AccountSeed[] = [
  {
    email: "superadmin@example.com",
    role: "SUPER_ADMIN",
    firstName: "Kwabena",
    lastName: "Asante",
    phone: "+233244100200",
    ageDays: 540,
  },
  {
    email: "admin@example.com",
    role: "ADMIN",
    firstName: "Efua",
    lastName: "Mensah",
    phone: "+233244100300",
    ageDays: 535,
  },
  {
    email: "guest@example.com",
    role: "USER",
    firstName: "Ama",
    lastName: "Owusu",
    phone: "+233244556677",
    ageDays: 400,
  },
  {
    email: "host@example.com",
    role: "HOST",
    firstName: "Kofi",
    lastName: "Agyeman",
    phone: "+233208881234",
    ageDays: 530,
    hostBio:
      "Born in Kumasi, at home on the coast: I look after villas, rooms and outings across Ghana and answer within the hour.",
  },
  {
    email: "yaw.darko@example.com",
    role: "USER",
    firstName: "Yaw",
    lastName: "Darko",
    phone: "+233241230987",
    ageDays: 380,
  },
  {
    email: "abena.ofori@example.com",
    role: "USER",
    firstName: "Abena",
    lastName: "Ofori",
    phone: "+233209874561",
    ageDays: 300,
  },
  {
    email: "kojo.appiah@example.com",
    role: "USER",
    firstName: "Kojo",
    lastName: "Appiah",
    phone: "+233557712345",
    ageDays: 210,
  },
  {
    email: "adwoa.sarpong@example.com",
    role: "USER",
    firstName: "Adwoa",
    lastName: "Sarpong",
    phone: "+233264455667",
    ageDays: 120,
  },
  {
    email: "kwesi.quaye@example.com",
    role: "USER",
    firstName: "Kwesi",
    lastName: "Quaye",
    phone: "+233245566778",
    ageDays: 45,
  },
  {
    email: "esi.tetteh@example.com",
    role: "USER",
    firstName: "Esi",
    lastName: "Tetteh",
    phone: "+233501122334",
    ageDays: 12,
  },
];
