// The checks the C host programs of tests/icd/ share: CHECK(cond, fmt, ...) stops the program
// with exit status 1, naming the file, line and what was seen; IS(call, code) requires the
// call (evaluated once) to return that code, OK(call) CL_SUCCESS.
#ifndef EUSIM_ICD_CHECK_H
#define EUSIM_ICD_CHECK_H
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cond, ...)                                                 \
    do {                                                                 \
        if (!(cond)) {                                                   \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);         \
            fprintf(stderr, __VA_ARGS__);                                \
            fprintf(stderr, "\n");                                       \
            exit(1);                                                     \
        }                                                                \
    } while (0)
#define IS(e, want)                                                            \
    do {                                                                       \
        cl_int got_ = (e);                                                     \
        CHECK(got_ == (want), "%s returned %d, want %s (%d)", #e, (int)got_,   \
              #want, (int)(want));                                             \
    } while (0)
#define OK(e) IS(e, CL_SUCCESS)
#endif
