// One tiny kernel built for every device family ocloc knows (see tests/regen-kernels.sh).
kernel void copy(global const int *a, global int *b) {
    size_t i = get_global_id(0);
    b[i] = a[i];
}
