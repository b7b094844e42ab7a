// printf (tests/launch_printf.rs): conversions, flags, widths and precisions of OpenCL C 2.0
// section 6.13.13, vectors, strings, and several calls per work-item.
kernel void print_ints(global const int* v) {
    int i = get_global_id(0);
    int x = v[i];
    printf("wi %d: %i %u %x %X %o|%5d|%-5d|%+d|%05d|%c\n", i, x, (uint)x, x, x, x, x, x, x, x, 'A' + i);
}

kernel void print_floats(global const float* v) {
    int i = get_global_id(0);
    float f = v[i];
    printf("%f %.2f %e %.3E %g %G %a %10.4f|%-12.3e|\n", f, f, f, f, f, f, f, f, f);
}

kernel void print_misc(global const long* v) {
    int i = get_global_id(0);
    long l = v[i];
    float4 f4 = (float4)(i, i + 0.5f, -i, 1.0f / 3.0f);
    int2 i2 = (int2)(i, -i);
    uchar4 c4 = (uchar4)(i, i + 1, 250, 255);
    printf("%s=%ld %lx %%\n", "long", l, l);
    printf("%v4f %v2d %v4hhu %#x %#o\n", f4, i2, c4, i, i);
    printf("%s %5.2s|\n", "string", "ab");
}
