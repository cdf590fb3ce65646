// The code pages a ticket may switch to (ESC t n), by their number on Epson-compatible printers. The
// encoder picks, per run of text, the first of these that has all its letters, so Latin with accents,
// Cyrillic, Czech, Latvian and Turkish print as letters. Only DOS code pages that nearly every
// ESC/POS printer has (Epson, Xprinter, Bixolon...) are named, and
// Windows-1251 for the Ukrainian letters no DOS Cyrillic page holds; the printer stand-in decodes with the
// same table.
export const escposCodepages: Record<string, number> = {
  cp437: 0, // English
  cp858: 19, // Western European with the euro sign
  cp866: 17, // Cyrillic (Russian; Ukrainian's Є Ї)
  windows1251: 46, // Cyrillic with Ukrainian's І і Ґ ґ, which cp866 lacks
  cp852: 18, // Central European (Czech)
  cp775: 33, // Baltic (Latvian)
  cp857: 13, // Turkish
};
