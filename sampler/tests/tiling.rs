//! Upload/download round trips and the placement of bytes in tiled memory.

use memory_model::{Memory, OobPolicy};
use proptest::prelude::*;
use sampler::tiling::{download, upload};
use sampler::{ChannelOrder, ChannelType, ImageFormat, ImageSurface, Tiling};

fn fmt(bytes: u32) -> ImageFormat {
    match bytes {
        1 => ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8),
        2 => ImageFormat::new(ChannelOrder::R, ChannelType::HalfFloat),
        4 => ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnsignedInt8),
        8 => ImageFormat::new(ChannelOrder::RG, ChannelType::Float),
        _ => ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float),
    }
}

fn place(tiling: Tiling, w: u32, h: u32, f: ImageFormat) -> (Memory, ImageSurface) {
    let mut m = Memory::new(OobPolicy::Error);
    let probe = ImageSurface::new(0, w, h, f, tiling).unwrap();
    let base = m.allocate(probe.size_bytes(), 4096).unwrap();
    (m, ImageSurface::new(base, w, h, f, tiling).unwrap())
}

proptest! {
    #[test]
    fn upload_then_download_is_identity(
        w in 1u32..300, h in 1u32..70, tb in prop::sample::select(vec![1u32, 2, 4, 8, 16]),
        seed in any::<u8>(),
    ) {
        let f = fmt(tb);
        let data: Vec<u8> = (0..w * tb * h).map(|i| (i as u8).wrapping_mul(31) ^ seed).collect();
        for tiling in [Tiling::Linear, Tiling::X, Tiling::Y] {
            let (mut m, s) = place(tiling, w, h, f);
            upload(&s, &mut m, &data).unwrap();
            prop_assert_eq!(download(&s, &m).unwrap(), data.clone());
        }
    }
}

#[test]
fn y_tiled_bytes_land_in_16_byte_columns() {
    // 64 x 40 R8 image, Y tiled: pitch 128, padded to 64 rows; byte (x, y) = x + y (mod 256).
    let f = fmt(1);
    let (mut m, s) = place(Tiling::Y, 64, 40, f);
    let data: Vec<u8> = (0..40u32)
        .flat_map(|y| (0..64u32).map(move |x| (x + y) as u8))
        .collect();
    upload(&s, &mut m, &data).unwrap();
    let raw = m.allocation(s.base).unwrap();
    assert_eq!(raw.len() as u64, s.size_bytes());
    assert_eq!(raw[0..16], data[0..16]); // row 0, column 0
    assert_eq!(raw[16..32], data[64..80]); // row 1, column 0
    assert_eq!(raw[512..528], data[16..32]); // row 0, column 1
    assert_eq!(raw[4096..4112], data[32 * 64..32 * 64 + 16]); // row 32: next tile row (1 tile per row)
}

#[test]
fn x_tiled_rows_are_512_bytes_apart() {
    let f = fmt(4);
    let (mut m, s) = place(Tiling::X, 200, 9, f); // 800 B rows -> pitch 1024, 2 tiles per row
    let data: Vec<u8> = (0..200u32 * 4 * 9).map(|i| (i % 251) as u8).collect();
    upload(&s, &mut m, &data).unwrap();
    let raw = m.allocation(s.base).unwrap();
    assert_eq!(raw[512..1024], data[800..1312]); // row 1, first 512 bytes
    assert_eq!(raw[4096..4096 + 288], data[512..800]); // row 0, bytes 512.. in tile 1
    assert_eq!(raw[8192..8192 + 512], data[8 * 800..8 * 800 + 512]); // row 8: second tile row
}

#[test]
fn upload_size_is_checked() {
    let (mut m, s) = place(Tiling::Linear, 4, 4, fmt(1));
    assert!(upload(&s, &mut m, &[0; 15]).is_err());
}
