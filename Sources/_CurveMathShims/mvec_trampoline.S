// Calls a glibc libmvec AVX2 function (vector ABI: arguments in ymm0/ymm1, result in ymm0) on
// four doubles in memory. Clang passes __m256d arguments in memory unless a whole translation
// unit is built with -mavx (a target("avx2") attribute does not change the calling
// convention), so the call is made here, by hand, and the library needs no build flags.
//
//   void curve_mvec_call1(void *fn, const double *x, double *out);
//   void curve_mvec_call2(void *fn, const double *x, const double *y, double *out);
#if defined(__x86_64__) && defined(__linux__)
        .text
        .globl  curve_mvec_call1
        .type   curve_mvec_call1, @function
        .p2align 4
curve_mvec_call1:
        .cfi_startproc                       // rdi = fn, rsi = x, rdx = out
        pushq   %rbx                    // keeps out; aligns the stack to 16 for the call
        .cfi_adjust_cfa_offset 8
        .cfi_offset %rbx, -16
        movq    %rdx, %rbx
        vmovupd (%rsi), %ymm0
        callq   *%rdi
        vmovupd %ymm0, (%rbx)
        vzeroupper
        popq    %rbx
        .cfi_adjust_cfa_offset -8
        .cfi_restore %rbx
        retq
        .cfi_endproc
        .size   curve_mvec_call1, .-curve_mvec_call1

        .globl  curve_mvec_call2
        .type   curve_mvec_call2, @function
        .p2align 4
curve_mvec_call2:
        .cfi_startproc                       // rdi = fn, rsi = x, rdx = y, rcx = out
        pushq   %rbx
        movq    %rcx, %rbx
        vmovupd (%rsi), %ymm0
        vmovupd (%rdx), %ymm1
        callq   *%rdi
        vmovupd %ymm0, (%rbx)
        vzeroupper
        popq    %rbx
        .cfi_adjust_cfa_offset -8
        .cfi_restore %rbx
        retq
        .cfi_endproc
        .size   curve_mvec_call2, .-curve_mvec_call2

        .section .note.GNU-stack,"",@progbits
#endif
