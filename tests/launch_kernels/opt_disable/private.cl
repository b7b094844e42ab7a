// Built with -cl-opt-disable (tests/launch_private.rs): IGC keeps the private array in a
// stateless private-memory surface, each hardware thread at its own slot.
kernel void private_rows(global int* out, int n) {
    int a[8];
    int g = get_global_id(0);
    for (int i = 0; i < 8; i++) a[i] = g * 8 + i * n;
    int s = 0;
    for (int i = 0; i < 8; i++) s += a[(i * 3 + n) & 7] * (i + 1);
    out[g] = s;
}
