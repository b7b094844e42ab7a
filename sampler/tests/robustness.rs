//! Arbitrary descriptors, lengths, payloads and masks never panic: every outcome is a response
//! of `rlen` GRFs or a typed error.

mod common;
use common::*;
use isa::message::decode;
use proptest::prelude::*;
use sampler::{AddressMode, ChannelOrder, ChannelType, Filter, ImageFormat, SamplerState, Tiling};

fn formats() -> Vec<ImageFormat> {
    vec![
        ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8),
        ImageFormat::new(ChannelOrder::RG, ChannelType::HalfFloat),
        ImageFormat::new(ChannelOrder::R, ChannelType::SignedInt32),
        ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float),
        ImageFormat::new(ChannelOrder::BGRA, ChannelType::UnormInt8),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    #[test]
    fn image_messages_never_panic(
        kind in 0usize..6,
        desc_bits in any::<u32>(),
        mlen in 0u32..16,
        ex_mlen in 0u32..16,
        rlen in 0u32..16,
        header in any::<bool>(),
        payload in prop::collection::vec(any::<u8>(), 900..1024),
        dw in prop::collection::vec(prop_oneof![Just(0u32), Just(u32::MAX), Just(0x8000_0000), 0u32..64, any::<u32>()], 8),
        mask in any::<u32>(),
        fmt in 0usize..5,
        tiling in prop::sample::select(vec![Tiling::Linear, Tiling::X, Tiling::Y]),
        media in any::<bool>(),
        (w, h) in (1u32..40, 1u32..20),
    ) {
        let f = formats()[fmt];
        let data = vec![0x5Au8; (w * h * f.texel_bytes()) as usize];
        let mut s = Setup::new(1, w, h, f, tiling, &data);
        if media {
            s.surface = s.surface.with_media_block(true);
            s.images.bind(1, s.surface);
        }
        s.samplers.bind(0, SamplerState {
            normalized: desc_bits & 1 == 0,
            address: [AddressMode::Repeat, AddressMode::MirroredRepeat,
                      AddressMode::ClampToEdge, AddressMode::ClampToBorder][(desc_bits >> 1) as usize & 3],
            filter: Filter::Nearest,
        });
        // Message type field and SFID per kind; keep the BTI at 1 most of the time.
        let (sfid, ty_shift, ty) = match kind {
            0 => (0xCu8, 14, 4u32),  // media block read
            1 => (0xC, 14, 10),      // media block write
            2 => (0xC, 14, 5),       // typed read
            3 => (0xC, 14, 13),      // typed write
            4 => (0xC, 14, 6),       // typed atomic
            _ => (0x2, 12, if desc_bits & 4 == 0 { 0x1A } else { 0x18 }), // sampler
        };
        let mut desc = desc_bits & !(0x1F << ty_shift) & !(0xF << 25) & !(0x1F << 20) & !(1 << 19);
        desc |= (ty << ty_shift) | (mlen << 25) | (rlen << 20) | (u32::from(header) << 19);
        if desc_bits & 0x100 == 0 { desc = (desc & !0xFF) | 1; }
        let Ok(m) = decode(sfid, desc, (ex_mlen << 6) | u32::from(sfid), 16) else {
            return Ok(());
        };
        // Make the leading DWords (header fields, coordinates) interesting.
        let mut p = payload;
        for (i, v) in dw.iter().enumerate() {
            if p.len() >= 4 * i + 4 {
                p[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes());
            }
        }
        if let Ok(r) = s.run(&m, &p, mask) {
            prop_assert!(r.len() == (m.rlen * 32) as usize || (r.is_empty() && m.rlen == 0));
        }
    }
}
