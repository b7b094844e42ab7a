// Out-of-bounds accesses (tests/launch_oob.rs): each work-item reads 4 ints further than
// it writes, so the last 4 read past `in`; `shifted_write` writes 4 ints further, so the
// last 4 writes land past `out`; `either` picks one of two buffers per work-item, which IGC
// can only address statelessly (A64).
kernel void over_read(global const int* in, global int* out) {
    int i = get_global_id(0);
    out[i] = in[i + 4] + 1;
}

kernel void shifted_write(global int* out) {
    int i = get_global_id(0);
    out[i + 4] = i + 100;
}

kernel void either(global int* a, global int* b, int skip) {
    int i = get_global_id(0);
    global int* p = (i & 1) ? a : b;
    p[i + skip] = i;
}

// `slm_past` reads its 16-int __local array 4 ints further than it wrote it: the last 4
// work-items read past the array (zeros under `oob: Ignore`, an error by default).
kernel void slm_past(global int* out, local int* t) {
    int i = get_local_id(0);
    t[i] = i + 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = t[i + 4];
}
