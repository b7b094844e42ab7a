__kernel void a64rw(__global float4 *a, __global uchar *b, __global ushort *c, __global double *d) {
  size_t i = get_global_id(0); a[i] = a[i+1] * 3.0f; b[i] = b[i*7] + 1; c[i] = c[i*5] + 2; d[i] = d[i*3] + 1.0; }
__kernel void a64atom(__global int *a, __global long *l, __global float *f) {
  size_t i = get_global_id(0); int r = atomic_inc(a); a[i+1] = r; long q = atom_cmpxchg(l, (long)i, 5L); l[i+1] = q; 
  float o = atomic_xchg(f, 2.0f); f[i+1] = o; }
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void blk16(__global uint *a, __global uint *b) { uint8 w = intel_sub_group_block_read8(a); intel_sub_group_block_write8(b, w); ushort8 s = intel_sub_group_block_read_us8((__global ushort*)a + 256); intel_sub_group_block_write_us8((__global ushort*)b + 256, s); }
__kernel void cst(__constant float *c, __global float *o, int n) { int i = get_global_id(0); o[i] = c[i % n] + c[3] + c[n]; }
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void slmatom(__local int *l, __global int *a) { int i = get_local_id(0); l[0] = 0; barrier(CLK_LOCAL_MEM_FENCE); int r = atomic_add(l, i); atomic_min(l+1, i); atomic_cmpxchg(l+2, 0, i); atomic_inc(l+3); barrier(CLK_LOCAL_MEM_FENCE); a[get_global_id(0)] = r + l[0] + l[1]; }
__kernel void imgatom(__write_only image2d_t im, __global int *a) { int2 c = (int2)(get_global_id(0), get_global_id(1)); write_imagei(im, c, (int4)(a[0])); }
__kernel void bytes(__global uchar *a, __global short *s) { int i = get_global_id(0); uchar4 v = vload4(i, a + 1); vstore4(v + (uchar4)1, i, a + 3); short2 w = vload2(i, s + 1); vstore2(w, i, s + 5); }
__kernel void slmbytes(__local uchar *l, __local ushort *s, __global int *o) { int i = get_local_id(0); l[i] = i; s[i] = i * 3; barrier(CLK_LOCAL_MEM_FENCE); o[get_global_id(0)] = l[15 - i] + s[i ^ 1]; }
__kernel void fence2(__global int *a, __local int *l) { l[get_local_id(0)] = 1; work_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE); atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device); a[0] = l[1]; }
