// Plain OpenCL C, no extensions: run by eusim (compiled by ocloc, fma_plain_Gen9core.bin) and
// by oclgrind from this source (benches/peer-oclgrind.sh). Regenerate with tests/regen-kernels.sh.

// The FMA chain of clpeak written as plain OpenCL (no sub-groups): 2048 dependent mads per
// work-item, x = x * x + c. Used for the comparison with oclgrind.
__kernel void fma_plain(__global float *out, float c) {
    float x = out[get_global_id(0)];
    for (int j = 0; j < 32; j++) {
        for (int i = 0; i < 64; i++) x = mad(x, x, c);
    }
    out[get_global_id(0)] = x;
}
