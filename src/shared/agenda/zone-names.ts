/**
 * The city that names a visitor's time zone ('no seu horário (Lisboa)'). Intl names a zone only by its
 * region's time ('Horário da Europa Ocidental') and the IANA name is in English, so the cities whose
 * Portuguese name is not their English one are written here: the Portuguese-speaking world, Brazil's own
 * zones, and the cities most zones of the world are named after. Any other zone is named by its IANA
 * city, underscores made spaces ('Los Angeles').
 */
const PORTUGUESE_CITIES: Record<string, string> = {
  // Brazil's zones whose names lose an accent in IANA's.
  "America/Araguaina": "Araguaína",
  "America/Belem": "Belém",
  "America/Cuiaba": "Cuiabá",
  "America/Eirunepe": "Eirunepé",
  "America/Maceio": "Maceió",
  "America/Santarem": "Santarém",
  "America/Sao_Paulo": "São Paulo",
  "America/Noronha": "Fernando de Noronha",
  // The Portuguese-speaking world.
  "Europe/Lisbon": "Lisboa",
  "Atlantic/Azores": "Açores",
  "Atlantic/Madeira": "Madeira",
  "Atlantic/Cape_Verde": "Cabo Verde",
  "Africa/Sao_Tome": "São Tomé",
  "Asia/Dili": "Díli",
  "Asia/Macau": "Macau",
  // Cities named otherwise in Portuguese.
  "America/New_York": "Nova York",
  "America/Mexico_City": "Cidade do México",
  "America/Asuncion": "Assunção",
  "America/Bogota": "Bogotá",
  "America/Havana": "Havana",
  "Europe/London": "Londres",
  "Europe/Madrid": "Madri",
  "Europe/Paris": "Paris",
  "Europe/Rome": "Roma",
  "Europe/Berlin": "Berlim",
  "Europe/Brussels": "Bruxelas",
  "Europe/Amsterdam": "Amsterdã",
  "Europe/Zurich": "Zurique",
  "Europe/Vienna": "Viena",
  "Europe/Warsaw": "Varsóvia",
  "Europe/Athens": "Atenas",
  "Europe/Moscow": "Moscou",
  "Europe/Copenhagen": "Copenhague",
  "Europe/Stockholm": "Estocolmo",
  "Europe/Dublin": "Dublin",
  "Africa/Johannesburg": "Joanesburgo",
  "Africa/Cairo": "Cairo",
  "Asia/Tokyo": "Tóquio",
  "Asia/Shanghai": "Xangai",
  "Asia/Seoul": "Seul",
  "Asia/Singapore": "Singapura",
  "Asia/Jerusalem": "Jerusalém",
  "Asia/Dubai": "Dubai",
  "Australia/Sydney": "Sydney",
};

export function zoneCity(zone: string): string {
  return PORTUGUESE_CITIES[zone] ?? (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}
