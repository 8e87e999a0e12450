// Runs the expression corpus through the VM built in Embedded Swift (EmbeddedEvaluate.swift):
// reads lines "expression (hexadecimal UTF-8) \t names \t values \t x \t expected" (values, x and expected as 64-bit
// hexadecimal patterns) and checks the scalar and the batch VM give the expected bits.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int curve_embedded_evaluate(const char *text, long length, const char *names, long names_length,
                            const double *values, long count, double x, double *results);

static double from_hex(const char *s) { uint64_t b = strtoull(s, 0, 16); double v; memcpy(&v, &b, 8); return v; }
static uint64_t bits(double v) { uint64_t b; memcpy(&b, &v, 8); return v != v ? 0x7FF8000000000000ULL : b; }

int main(void) {
  static char line[8192];
  long checked = 0, failed = 0;
  while (fgets(line, sizeof line, stdin)) {
    char *fields[5];
    char *p = line;
    int n = 0;
    for (; n < 5; n++) {
      fields[n] = p;
      p = strchr(p, n == 4 ? '\n' : '\t');
      if (!p) break;
      *p++ = 0;
    }
    if (n < 4) continue;
    double values[128];
    long count = 0;
    for (char *v = fields[2]; *v && count < 128; count++) {
      values[count] = from_hex(v);
      char *comma = strchr(v, ',');
      if (!comma) { count++; break; }
      v = comma + 1;
    }
    if (!*fields[2]) count = 0;
    // The expression is hexadecimal UTF-8 (it may hold tabs and newlines).
    static char text[4096];
    long length = 0;
    for (char *h = fields[0]; h[0] && h[1] && length < (long)sizeof text; h += 2) {
      char pair[3] = {h[0], h[1], 0};
      text[length++] = (char)strtol(pair, 0, 16);
    }
    double results[2];
    double expected = from_hex(fields[4]);
    if (curve_embedded_evaluate(text, length, fields[1], (long)strlen(fields[1]), values, count, from_hex(fields[3]), results)) {
      printf("does not compile: %.*s (%ld parameters)\n", (int)length, text, count);
      failed++;
    } else if (bits(results[0]) != bits(expected) || bits(results[1]) != bits(expected)) {
      printf("%.*s at %a: scalar %a, batch %a, expected %a\n", (int)length, text, from_hex(fields[3]), results[0], results[1], expected);
      failed++;
    }
    checked++;
  }
  printf("embedded VM: %ld evaluations, %ld differ\n", checked, failed);
  return failed != 0;
}

// Embedded Swift's Double(String) calls this; the C library's strtod is correctly rounded, as
// the full runtime's is (the C locale: the corpus has no other).
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  *result = strtod(text, &end);
  return end;
}
