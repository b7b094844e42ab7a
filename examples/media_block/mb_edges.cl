// Macroblock edges with media block reads (cl_intel_media_block_io, first example of the
// spec: "Reading the vertical left edge of a macroblock"), followed by a simple intra prediction.
//
// One SIMD16 sub-group per 16x16 macroblock of an 8-bit luma image; the macroblock of
// work-group (gx, gy) has its top-left texel at (mx, my) = (16*gx, 16*gy).
// Lane l (0..15):
//   left edge: reads the dword at bytes (mx-4 .. mx-1) of row my+l (a 1-dword x 16-row region,
//              one dword per lane) and keeps its last byte, the texel (mx-1, my+l);
//   top edge : reads the byte (mx+l, my-1) (a 16-byte x 1-row region, one byte per lane).
// Outside the image the reads replicate the nearest edge texel, so the left edge of a
// macroblock in column 0 is column 0 itself and the top edge of one in row 0 is row 0.
//   edges[32*mb + l]      = left edge texel of row l      (mb = gy * groups_x + gx)
//   edges[32*mb + 16 + l] = top edge texel of column l
//   pred(mx + c, my + r) = (left[r] + top[c] + 1) >> 1 for r, c < 16 (the average of the
//         horizontal and vertical predictions), written with one 16x16 media block write:
//         element r of lane c is row r, column c of the block.

// IGC needs explicit prototypes of the media block built-ins.
uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_t);
uchar __attribute__((overloadable)) intel_sub_group_media_block_read_uc(int2, int, int, read_only image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_uc16(int2, int, int, uchar16, write_only image2d_t);

__kernel __attribute__((intel_reqd_sub_group_size(16)))
__attribute__((reqd_work_group_size(16, 1, 1)))
void mb_edges(read_only image2d_t luma, __global uchar* edges, write_only image2d_t pred)
{
    int mx = (int)get_group_id(0) * 16;
    int my = (int)get_group_id(1) * 16;
    uint lane = get_sub_group_local_id();
    size_t mb = get_group_id(1) * get_num_groups(0) + get_group_id(0);

    uint left_dw = intel_sub_group_media_block_read_ui((int2)(mx - 4, my), 1, 16, luma);
    uchar left = as_uchar4(left_dw).s3;
    uchar top = intel_sub_group_media_block_read_uc((int2)(mx, my - 1), 16, 1, luma);

    edges[32 * mb + lane] = left;
    edges[32 * mb + 16 + lane] = top;

    uchar16 p;
    p.s0 = (uchar)((sub_group_broadcast((uint)left, 0) + top + 1) >> 1);
    p.s1 = (uchar)((sub_group_broadcast((uint)left, 1) + top + 1) >> 1);
    p.s2 = (uchar)((sub_group_broadcast((uint)left, 2) + top + 1) >> 1);
    p.s3 = (uchar)((sub_group_broadcast((uint)left, 3) + top + 1) >> 1);
    p.s4 = (uchar)((sub_group_broadcast((uint)left, 4) + top + 1) >> 1);
    p.s5 = (uchar)((sub_group_broadcast((uint)left, 5) + top + 1) >> 1);
    p.s6 = (uchar)((sub_group_broadcast((uint)left, 6) + top + 1) >> 1);
    p.s7 = (uchar)((sub_group_broadcast((uint)left, 7) + top + 1) >> 1);
    p.s8 = (uchar)((sub_group_broadcast((uint)left, 8) + top + 1) >> 1);
    p.s9 = (uchar)((sub_group_broadcast((uint)left, 9) + top + 1) >> 1);
    p.sa = (uchar)((sub_group_broadcast((uint)left, 10) + top + 1) >> 1);
    p.sb = (uchar)((sub_group_broadcast((uint)left, 11) + top + 1) >> 1);
    p.sc = (uchar)((sub_group_broadcast((uint)left, 12) + top + 1) >> 1);
    p.sd = (uchar)((sub_group_broadcast((uint)left, 13) + top + 1) >> 1);
    p.se = (uchar)((sub_group_broadcast((uint)left, 14) + top + 1) >> 1);
    p.sf = (uchar)((sub_group_broadcast((uint)left, 15) + top + 1) >> 1);
    intel_sub_group_media_block_write_uc16((int2)(mx, my), 16, 16, p, pred);
}
