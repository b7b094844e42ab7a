//! RENDER_SURFACE_STATE bytes: field values checked against the Gen9 genxml field positions
//! (Mesa src/intel/genxml/gen9.xml, struct RENDER_SURFACE_STATE) computed by hand, round trips,
//! and rejection of what eusim does not model.

use sampler::state::{build, parse};
use sampler::{
    ChannelOrder, ChannelType, ImageFormat, ImageSurface, SurfaceStateError, Tiling,
    SURFACE_STATE_BYTES,
};

fn dw(bytes: &[u8; SURFACE_STATE_BYTES], i: usize) -> u32 {
    u32::from_le_bytes([
        bytes[4 * i],
        bytes[4 * i + 1],
        bytes[4 * i + 2],
        bytes[4 * i + 3],
    ])
}

#[test]
fn r8_uint_y_tiled_fields() {
    let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8);
    let s = ImageSurface::new(0x1_2345_6000, 100, 50, f, Tiling::Y).unwrap();
    assert_eq!(s.pitch, 128);
    let b = build(&s);
    // DW0: SURFTYPE_2D (1) at 31:29, R8_UINT (0x143) at 27:18, VALIGN_4 (1) at 17:16,
    // HALIGN_4 (1) at 15:14, YMAJOR (3) at 13:12.
    assert_eq!(
        dw(&b, 0),
        (1 << 29) | (0x143 << 18) | (1 << 16) | (1 << 14) | (3 << 12)
    );
    assert_eq!(dw(&b, 1), 0);
    // DW2: Height - 1 at 29:16, Width - 1 at 13:0.
    assert_eq!(dw(&b, 2), (49 << 16) | 99);
    // DW3: Depth - 1 = 0 at 31:21, Pitch - 1 at 17:0.
    assert_eq!(dw(&b, 3), 127);
    // DW7: channel selects red 27:25 = RED (4), green 24:22 = ZERO, blue 21:19 = ZERO,
    // alpha 18:16 = ONE (1).
    assert_eq!(dw(&b, 7), (4 << 25) | (1 << 16));
    // DW8-9: base address.
    assert_eq!((dw(&b, 8), dw(&b, 9)), (0x2345_6000, 1));
    for i in [4, 5, 6, 10, 11, 12, 13, 14, 15] {
        assert_eq!(dw(&b, i), 0, "DWord {i}");
    }
}

#[test]
fn rgba_float_x_tiled_and_bgra_linear_fields() {
    let f = ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float);
    let s = ImageSurface::new(0x40000, 33, 7, f, Tiling::X).unwrap();
    let b = build(&s);
    assert_eq!(dw(&b, 0), (1 << 29) | (1 << 16) | (1 << 14) | (2 << 12)); // R32G32B32A32_FLOAT = 0
    assert_eq!(dw(&b, 3), 1023); // 33 * 16 = 528 -> 1024
    assert_eq!(dw(&b, 7), (4 << 25) | (5 << 22) | (6 << 19) | (7 << 16));
    let f = ImageFormat::new(ChannelOrder::BGRA, ChannelType::UnormInt8);
    let s = ImageSurface::new(0x40000, 5, 2, f, Tiling::Linear).unwrap();
    let b = build(&s);
    assert_eq!(dw(&b, 0), (1 << 29) | (0xC0 << 18) | (1 << 16) | (1 << 14)); // B8G8R8A8_UNORM
    assert_eq!(dw(&b, 3), 63);
}

#[test]
fn media_block_width_is_in_dwords() {
    // The runtime's rule: width = ceil(width * texel_bytes / 4).
    let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8);
    let s = ImageSurface::new(0x40000, 10, 3, f, Tiling::Y).unwrap();
    let b = build(&s.with_media_block(true));
    assert_eq!(dw(&b, 2) & 0x3FFF, 2); // 3 DWords - 1
    let back = parse(&b, true).unwrap();
    assert_eq!(back.width, 12);
    assert!(back.media_block);
    assert_eq!(back.block_row_bytes(), 12);
    // A plain image keeps its width in texels: 10 - 1.
    assert_eq!(dw(&build(&s), 2) & 0x3FFF, 9);
}

#[test]
fn every_format_and_tiling_round_trips() {
    use ChannelType::*;
    let types = [
        UnsignedInt8,
        UnsignedInt16,
        UnsignedInt32,
        SignedInt8,
        SignedInt16,
        SignedInt32,
        UnormInt8,
        UnormInt16,
        SnormInt8,
        SnormInt16,
        HalfFloat,
        Float,
    ];
    let mut n = 0;
    for order in [
        ChannelOrder::R,
        ChannelOrder::RG,
        ChannelOrder::RGBA,
        ChannelOrder::BGRA,
    ] {
        for t in types {
            let f = ImageFormat::new(order, t);
            if f.surface_format().is_none() {
                assert!(order == ChannelOrder::BGRA && t != UnormInt8);
                continue;
            }
            for tiling in [Tiling::Linear, Tiling::X, Tiling::Y] {
                for (w, h) in [(1, 1), (17, 3), (640, 480), (16384, 2)] {
                    let s = ImageSurface::new(0x7_0000_0000, w, h, f, tiling).unwrap();
                    assert_eq!(parse(&build(&s), false).unwrap(), s);
                    n += 1;
                }
            }
        }
    }
    assert_eq!(n, 37 * 3 * 4);
}

#[test]
fn unsupported_states_are_rejected() {
    let f = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    let s = ImageSurface::new(0x40000, 8, 8, f, Tiling::Y).unwrap();
    let good = build(&s);
    let set = |dword: usize, value: u32| {
        let mut b = good;
        let old = dw(&b, dword);
        b[4 * dword..4 * dword + 4].copy_from_slice(&(old | value).to_le_bytes());
        b
    };
    assert!(matches!(
        parse(&good[..40], false),
        Err(SurfaceStateError::Short(40))
    ));
    // SURFTYPE_CUBE: 3 instead of 1 at 31:29.
    let mut b = good;
    b[3] = (b[3] & 0x1F) | (3 << 5);
    assert!(matches!(
        parse(&b, false),
        Err(SurfaceStateError::Unsupported {
            field: "surface type",
            ..
        })
    ));
    // W-major tiling: tile mode 1.
    let mut b = good;
    b[1] = (b[1] & !0x30) | 0x10;
    assert!(matches!(
        parse(&b, false),
        Err(SurfaceStateError::Unsupported {
            field: "tile mode",
            ..
        })
    ));
    // Unknown format 511 (RAW).
    let mut b = good;
    let d0 = (dw(&b, 0) & !(0x3FF << 18)) | (511 << 18);
    b[0..4].copy_from_slice(&d0.to_le_bytes());
    assert!(matches!(
        parse(&b, false),
        Err(SurfaceStateError::Format(511))
    ));
    // A depth on a 2D surface that is not an array.
    assert!(matches!(
        parse(&set(3, 1 << 21), false),
        Err(SurfaceStateError::Layout(_))
    ));
    // Multisampling, aux surfaces, compression, offsets.
    for (dword, bit) in [(4, 1 << 3), (5, 1 << 25), (6, 1), (7, 1 << 30)] {
        assert!(
            matches!(
                parse(&set(dword, bit), false),
                Err(SurfaceStateError::Unsupported { .. })
            ),
            "DWord {dword} bit {bit:#x}"
        );
    }
    // A Y-tiled surface whose base is not 4 KB aligned.
    let mut b = good;
    b[32] = 0x40;
    assert!(matches!(
        parse(&b, false),
        Err(SurfaceStateError::Layout(_))
    ));
}
