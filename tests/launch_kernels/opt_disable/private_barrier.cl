// Built with -cl-opt-disable (tests/launch_private.rs): the private array as in private.cl,
// and a barrier, which unoptimised IGC code calls as a function (a stack call that saves its
// frame at A32 offset 0 of the stateless surface, outside every allocation).
kernel void private_barrier(global int* out, int n) {
    int a[8];
    int g = get_global_id(0);
    for (int i = 0; i < 8; i++) a[i] = g * 8 + i * n;
    barrier(CLK_LOCAL_MEM_FENCE);
    int s = 0;
    for (int i = 0; i < 8; i++) s += a[(i * 3 + n) & 7] * (i + 1);
    out[g] = s;
}
