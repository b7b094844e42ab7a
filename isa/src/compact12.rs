//! Gen12LP compaction tables (Mesa `brw_eu_compact.c`, the `gfx12_*` tables): each entry
//! is a group of native Gen12 fields, laid out as documented per table.

/// Control, 21 bits: `[20:17]` 95:92, `[16]` 34, `[15]` 33, `[14]` 32, `[13]` 31, `[12]` 28,
/// `[11:8]` 27:24, `[7:6]` 23:22, `[5:3]` 21:19, `[2:0]` 18:16.
pub(crate) const CONTROL: [u32; 32] = [
    0x000004, 0x000003, 0x002000, 0x002004, 0x002003, 0x080004, 0x000024, 0x0a0004, 0x000000,
    0x010004, 0x000013, 0x060004, 0x020004, 0x022004, 0x040004, 0x000104, 0x0a0003, 0x000184,
    0x002001, 0x000144, 0x0001c4, 0x082004, 0x000023, 0x000033, 0x0a2004, 0x080003, 0x022000,
    0x010003, 0x0a0084, 0x020003, 0x008003, 0x002024,
];

/// Data types, 20 bits: `[19]` 98, `[18:15]` 91:88, `[14]` 66, `[13]` 50, `[12:11]` 49:48,
/// `[10]` 47, `[9]` 46, `[8:5]` 43:40, `[4:1]` 39:36, `[0]` 35.
pub(crate) const DATATYPE: [u32; 32] = [
    0xd6954, 0x06954, 0x02b54, 0x56d54, 0xd4954, 0xd2954, 0x54d54, 0x00800, 0xd0954, 0x2eccc,
    0xb68cc, 0x52d54, 0x96844, 0x50d54, 0x36ccc, 0x16c44, 0x07154, 0x2cccc, 0x00822, 0x02844,
    0x26c2a, 0x0ec22, 0x97044, 0x0694c, 0x8c8cc, 0x06854, 0x2ec4c, 0x02822, 0x06834, 0x06814,
    0x068d4, 0x02954,
];

/// Subregisters, 15 bits: `[14:10]` 103:99, `[9:5]` 71:67, `[4:0]` 55:51.
pub(crate) const SUBREG: [u16; 32] = [
    0x0000, 0x4000, 0x1000, 0x3000, 0x0080, 0x2000, 0x5000, 0x0008, 0x0100, 0x6000, 0x7000, 0x0200,
    0x0004, 0x0300, 0x0280, 0x0180, 0x0380, 0x001c, 0x0010, 0x000c, 0x0018, 0x0014, 0x0002, 0x0140,
    0x0040, 0x0084, 0x005c, 0x0042, 0x018c, 0x0020, 0x0060, 0x6300,
];

/// Source 0, 12 bits: `[11:8]` 87:84, `[7:5]` 83:81, `[4]` 80, `[3:2]` 65:64, `[1:0]` 45:44.
pub(crate) const SRC0: [u16; 16] = [
    0x464, 0x000, 0x466, 0x465, 0x002, 0x200, 0x240, 0x340, 0x224, 0x300, 0x226, 0x344, 0x467,
    0x100, 0x001, 0xf10,
];

/// Source 1, 12 bits: `[11:10]` 121:120, `[9:6]` 119:116, `[5:3]` 115:113, `[2]` 112,
/// `[1:0]` 97:96.
pub(crate) const SRC1: [u16; 16] = [
    0x119, 0x000, 0x919, 0x800, 0x519, 0x8d0, 0x080, 0x089, 0x889, 0x0d0, 0x0d1, 0x0c0, 0xd19,
    0x400, 0xc00, 0x8d1,
];

/// 3-source control, 36 bits: `[35:32]` 95:92, `[31:29]` 90:88, `[28:26]` 82:80, `[25]` 50,
/// `[24]` 48, `[23:21]` 42:40, `[20]` 39, `[19:17]` 38:36, `[16]` 34, `[15]` 33, `[14]` 32,
/// `[13]` 31, `[12]` 28, `[11:8]` 27:24, `[7]` 23, `[6]` 22, `[5:3]` 21:19, `[2:0]` 18:16.
pub(crate) const TS_CONTROL: [u64; 32] = [
    0x04a540004,
    0x04a540003,
    0x048540003,
    0x04a542003,
    0x048542003,
    0x048540013,
    0x04a540013,
    0x048542013,
    0x04a542013,
    0x04a542004,
    0x048540004,
    0x04a550004,
    0x04a540024,
    0x048542004,
    0x04a542000,
    0x04a550003,
    0x048542033,
    0x048542023,
    0x04a542033,
    0x04a542023,
    0x048540023,
    0x048540033,
    0x04a540023,
    0x04a540033,
    0x048550004,
    0x04a552004,
    0x04a542024,
    0x04a442000,
    0x048540024,
    0x04a550024,
    0x04a542002,
    0x048550003,
];

/// 3-source sources, 21 bits: `[20]` 114, `[19:18]` 113:112, `[17]` 98, `[16:15]` 97:96,
/// `[14]` 91, `[13:12]` 87:86, `[11:10]` 85:84, `[9]` 83, `[8]` 66, `[7:6]` 65:64, `[5]` 47,
/// `[4]` 46, `[3:2]` 45:44, `[1]` 43, `[0]` 35.
pub(crate) const TS_SOURCE: [u32; 32] = [
    0x12c300, 0x12c242, 0x16c343, 0x12c343, 0x160143, 0x16c34b, 0x14c343, 0x10c300, 0x16c300,
    0x16cb43, 0x16e343, 0x160100, 0x10c343, 0x12e300, 0x12e343, 0x12c34b, 0x120143, 0x12c308,
    0x120100, 0x16e300, 0x12cb00, 0x14c300, 0x12cb43, 0x16cb4b, 0x14c34b, 0x16e34b, 0x162143,
    0x160943, 0x16c308, 0x16cb00, 0x120943, 0x14cb43,
];

/// 3-source subregisters, 20 bits: `[19:15]` 119:115, `[14:10]` 103:99, `[9:5]` 71:67,
/// `[4:0]` 55:51.
pub(crate) const TS_SUBREG: [u32; 32] = [
    0x00000, 0x20000, 0x00180, 0xa0000, 0x80380, 0x60000, 0x40000, 0x02000, 0x01000, 0xc0000,
    0x80000, 0xe0000, 0x06000, 0x00080, 0x04000, 0x03000, 0x05000, 0x07000, 0x00100, 0x00200,
    0x00300, 0x00280, 0x00380, 0xc0380, 0x20100, 0x20180, 0x40180, 0x80300, 0x80280, 0x60080,
    0xa0380, 0x40080,
];

use crate::fields::{f, Field};

/// A table entry's layout: (entry high bit, entry low bit, native field) triples, highest
/// first. The decoder scatters an entry into a native word with it ([`scatter`]), the encoder
/// gathers a key from one ([`gather`]).
pub(crate) type Layout = [(u8, u8, Field)];

/// Where the bits of a [`CONTROL`] entry go in the native word.
pub(crate) const CONTROL_BITS: &Layout = &[
    (20, 17, f(95, 92)),
    (16, 16, f(34, 34)),
    (15, 15, f(33, 33)),
    (14, 14, f(32, 32)),
    (13, 13, f(31, 31)),
    (12, 12, f(28, 28)),
    (11, 8, f(27, 24)),
    (7, 6, f(23, 22)),
    (5, 3, f(21, 19)),
    (2, 0, f(18, 16)),
];

/// Where the bits of a [`DATATYPE`] entry go in the native word.
pub(crate) const DATATYPE_BITS: &Layout = &[
    (19, 19, f(98, 98)),
    (18, 15, f(91, 88)),
    (14, 14, f(66, 66)),
    (13, 13, f(50, 50)),
    (12, 11, f(49, 48)),
    (10, 10, f(47, 47)),
    (9, 9, f(46, 46)),
    (8, 5, f(43, 40)),
    (4, 1, f(39, 36)),
    (0, 0, f(35, 35)),
];

/// Where the bits of a [`SUBREG`] entry go in the native word.
pub(crate) const SUBREG_BITS: &Layout =
    &[(14, 10, f(103, 99)), (9, 5, f(71, 67)), (4, 0, f(55, 51))];

/// Where the bits of a [`SRC0`] entry go in the native word.
pub(crate) const SRC0_BITS: &Layout = &[
    (11, 8, f(87, 84)),
    (7, 5, f(83, 81)),
    (4, 4, f(80, 80)),
    (3, 2, f(65, 64)),
    (1, 0, f(45, 44)),
];

/// Where the bits of a [`SRC1`] entry go in the native word.
pub(crate) const SRC1_BITS: &Layout = &[
    (11, 10, f(121, 120)),
    (9, 6, f(119, 116)),
    (5, 3, f(115, 113)),
    (2, 2, f(112, 112)),
    (1, 0, f(97, 96)),
];

/// Where the bits of a [`TS_CONTROL`] entry go in the native word.
pub(crate) const TS_CONTROL_BITS: &Layout = &[
    (35, 32, f(95, 92)),
    (31, 29, f(90, 88)),
    (28, 26, f(82, 80)),
    (25, 25, f(50, 50)),
    (24, 24, f(48, 48)),
    (23, 21, f(42, 40)),
    (20, 20, f(39, 39)),
    (19, 17, f(38, 36)),
    (16, 16, f(34, 34)),
    (15, 15, f(33, 33)),
    (14, 14, f(32, 32)),
    (13, 13, f(31, 31)),
    (12, 12, f(28, 28)),
    (11, 8, f(27, 24)),
    (7, 7, f(23, 23)),
    (6, 6, f(22, 22)),
    (5, 3, f(21, 19)),
    (2, 0, f(18, 16)),
];

/// Where the bits of a [`TS_SOURCE`] entry go in the native word.
pub(crate) const TS_SOURCE_BITS: &Layout = &[
    (20, 20, f(114, 114)),
    (19, 18, f(113, 112)),
    (17, 17, f(98, 98)),
    (16, 15, f(97, 96)),
    (14, 14, f(91, 91)),
    (13, 12, f(87, 86)),
    (11, 10, f(85, 84)),
    (9, 9, f(83, 83)),
    (8, 8, f(66, 66)),
    (7, 6, f(65, 64)),
    (5, 5, f(47, 47)),
    (4, 4, f(46, 46)),
    (3, 2, f(45, 44)),
    (1, 1, f(43, 43)),
    (0, 0, f(35, 35)),
];

/// Where the bits of a [`TS_SUBREG`] entry go in the native word.
pub(crate) const TS_SUBREG_BITS: &Layout = &[
    (19, 15, f(119, 115)),
    (14, 10, f(103, 99)),
    (9, 5, f(71, 67)),
    (4, 0, f(55, 51)),
];

/// Place the bits of table entry `v` into `w`.
fn scatter(w: &mut u128, v: u64, parts: &Layout) {
    for &(hi, lo, field) in parts {
        field.set(w, (v >> lo) & ((1 << (hi - lo + 1)) - 1));
    }
}

/// Gather the bits of `w` named by `parts` into a table key.
pub(crate) fn gather(w: u128, parts: &Layout) -> u64 {
    parts
        .iter()
        .fold(0, |k, &(_, lo, field)| k | field.get(w) << lo)
}

/// Expand an immediate from its 12 compacted bits, by type (Gen12 keeps a float's sign,
/// exponent and top mantissa bits; integers are sign- or zero-extended, 16-bit ones
/// replicated into both halves). `None` for types without a compacted immediate.
fn immediate(ty: crate::model::DataType, imm: u32) -> Option<u32> {
    use crate::model::DataType as T;
    let sext = ((imm << 20) as i32 >> 20) as u32;
    Some(match ty {
        T::F => imm << 20,
        T::Hf => {
            let h = (imm << 4) & 0xFFFF;
            h | h << 16
        }
        T::Ud | T::Vf | T::Uv | T::V => imm,
        T::Uw => imm | imm << 16,
        T::D => sext,
        T::W => (sext & 0xFFFF) | sext << 16,
        _ => return None,
    })
}

/// Expand a compacted 1-/2-source Gen12 instruction into its native Gen12 form; `None` if an
/// immediate of a type without a compacted form is named.
pub(crate) fn expand_basic(
    cw: u64,
    imm_type: impl Fn(u64) -> Option<crate::model::DataType>,
) -> Option<u128> {
    let mut w = 0u128;
    f(6, 0).set(&mut w, cw & 0x7F);
    f(30, 30).set(&mut w, (cw >> 7) & 1);
    f(15, 8).set(&mut w, (cw >> 8) & 0xFF);
    f(29, 29).set(&mut w, 1);
    let ctrl = CONTROL[(cw >> 24) as usize & 0x1F] as u64;
    scatter(&mut w, ctrl, CONTROL_BITS);
    let dt = DATATYPE[(cw >> 30) as usize & 0x1F] as u64;
    scatter(&mut w, dt, DATATYPE_BITS);
    let sr = SUBREG[(cw >> 35) as usize & 0x1F] as u64;
    scatter(&mut w, sr, SUBREG_BITS);
    let s0 = SRC0[(cw >> 48) as usize & 0xF] as u64;
    scatter(&mut w, s0, SRC0_BITS);
    f(63, 56).set(&mut w, (cw >> 16) & 0xFF);
    f(79, 72).set(&mut w, (cw >> 40) & 0xFF);
    let src0_imm = f(46, 46).get(w) != 0;
    if src0_imm || f(47, 47).get(w) != 0 {
        let code = if src0_imm { f(43, 40) } else { f(91, 88) }.get(w);
        let v = immediate(imm_type(code)?, (cw >> 52) as u32 & 0xFFF)?;
        f(127, 96).set(&mut w, v as u64);
    } else {
        let s1 = SRC1[(cw >> 52) as usize & 0xF] as u64;
        scatter(&mut w, s1, SRC1_BITS);
        f(111, 104).set(&mut w, (cw >> 56) & 0xFF);
    }
    Some(w)
}

/// Expand a compacted Gen12 3-source instruction into its native Gen12 form.
pub(crate) fn expand_three_src(cw: u64) -> u128 {
    let mut w = 0u128;
    f(6, 0).set(&mut w, cw & 0x7F);
    f(30, 30).set(&mut w, (cw >> 7) & 1);
    f(15, 8).set(&mut w, (cw >> 8) & 0xFF);
    f(29, 29).set(&mut w, 1);
    let ctrl = TS_CONTROL[(cw >> 24) as usize & 0x1F];
    scatter(&mut w, ctrl, TS_CONTROL_BITS);
    let src = TS_SOURCE[(cw >> 30) as usize & 0x1F] as u64;
    scatter(&mut w, src, TS_SOURCE_BITS);
    let sr = TS_SUBREG[(cw >> 35) as usize & 0x1F] as u64;
    scatter(&mut w, sr, TS_SUBREG_BITS);
    f(63, 56).set(&mut w, (cw >> 16) & 0xFF);
    f(79, 72).set(&mut w, (cw >> 40) & 0xFF);
    f(127, 120).set(&mut w, (cw >> 48) & 0xFF);
    f(111, 104).set(&mut w, (cw >> 56) & 0xFF);
    w
}
