__kernel void copy(__global const float *a, __global float *b) { int i = get_global_id(0); b[i] = a[i] * 2.0f; }
__kernel void copy4(__global const float4 *a, __global float4 *b) { int i = get_global_id(0); b[i] = a[i] + 1.0f; }
__kernel void bytes(__global const uchar *a, __global uchar *b, __global ushort *c) { int i = get_global_id(0); b[i] = a[i] + 1; c[i] = a[i*3]; }
__kernel void atom(__global int *a, __global uint *b, __global long *c) {
  int i = get_global_id(0);
  atomic_add(a, i); atomic_sub(a+1, i); atomic_inc(a+2); atomic_dec(a+3); atomic_min(a+4, i); atomic_max(a+5, i);
  atomic_min(b, (uint)i); atomic_max(b+1, (uint)i); atomic_and(a+6, i); atomic_or(a+7, i); atomic_xor(a+8, i); atomic_xchg(a+9, i); atomic_cmpxchg(a+10, i, 3);
  int r = atomic_add(a+11, 1); b[i] = r; atom_add(c, (long)i); 
}
__kernel void fatom(__global float *a) { atomic_xchg(a, 1.0f); }
__kernel void slm(__global int *a, __local int *l) { int i = get_local_id(0); l[i] = a[i]; barrier(CLK_LOCAL_MEM_FENCE); a[get_global_id(0)] = l[15-i]; atomic_add(l, 1); }
__kernel void gfence(__global int *a) { a[0]=1; barrier(CLK_GLOBAL_MEM_FENCE); mem_fence(CLK_GLOBAL_MEM_FENCE); a[1]=2; }
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void blk(__global uint *a, __global uint *b) { uint x = intel_sub_group_block_read(a); uint2 y = intel_sub_group_block_read2(a+64); uint4 z = intel_sub_group_block_read4(a+128); uint8 w = intel_sub_group_block_read8(a+256);
  intel_sub_group_block_write(b, x); intel_sub_group_block_write2(b+64, y); intel_sub_group_block_write4(b+128, z); intel_sub_group_block_write8(b+256, w); }
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void blk8(__global uint *a, __global uint *b, __global ushort *c) { uint x = intel_sub_group_block_read(a); ushort s = intel_sub_group_block_read_us(c); intel_sub_group_block_write(b, x + s); intel_sub_group_block_write_us(c+64, s); }
__kernel void priv(__global int *a, int n) { int p[64]; for (int k=0;k<64;k++) p[k]=a[k+n]; a[get_global_id(0)] = p[a[0]&63] + p[(a[1]+n)&63]; }
__kernel void img(read_only image2d_t im, write_only image2d_t o, sampler_t s) { int2 c = (int2)(get_global_id(0), get_global_id(1)); float4 v = read_imagef(im, s, c); write_imagef(o, c, v); uint4 u = read_imageui(im, c); write_imageui(o, c+1, u); }
__kernel void dbl(__global double *a, __global long *b) { int i = get_global_id(0); a[i] = a[i+1] * 2.0; b[i] = b[i+3]; }
ushort4 __attribute__((overloadable)) intel_sub_group_media_block_read_us4(int2, int, int, read_only image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_us4(int2, int, int, ushort4, write_only image2d_t);
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void media(read_only image2d_t im, write_only image2d_t o) { int2 c = (int2)(get_group_id(0)*16, get_group_id(1)*4); ushort4 v = intel_sub_group_media_block_read_us4(c, 16, 4, im); intel_sub_group_media_block_write_us4(c, 16, 4, v, o); }
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void iblk(read_only image2d_t im, write_only image2d_t o) { int2 c = (int2)(get_group_id(0)*64, get_global_id(1)); uint v = intel_sub_group_block_read(im, c); uint2 v2 = intel_sub_group_block_read2(im, c); intel_sub_group_block_write(o, c, v + v2.y); }
