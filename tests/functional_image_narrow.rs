//! Sub-group image block IO on an 8-bit image whose row is not a multiple of the block:
//! the access pattern of Intel's compute-samples sub-group image copy at a width of 1000
//! (`intel_sub_group_block_read/write` on a CL_R + CL_UNSIGNED_INT8 `image2d_t`, 32 bytes per
//! SIMD8 sub-group, the last block of a row reaching bytes 992..1023).
//!
//! The surface state holds the width in texels and the media block message bound-checks it as
//! DWords (cl_intel_subgroups: "bounds checking will occur too late"), so the bound is 4000
//! bytes and bytes 1000..1023 are read from, and written to, the row's pitch padding (the
//! pitch is 1024 on every tiling: 1000 rounded up to 64, 512 and 128 bytes). The reference:
//! lane `l` of sub-group `k` reads the uint whose bytes are those of row `y0` at
//! `32k + 4l + 0..4`, each byte the image's below 1000 and the (zero) padding's above; the
//! destination keeps exactly the bytes below 1000 that the writes cover, the padding takes the
//! rest.

use std::path::PathBuf;

use eusim::launch::{
    ArgSpec, ChannelOrder, ChannelType, ImageFormat, Init, LaunchFile, ScalarValue, Tiling,
};
use eusim::program::load_program;
use eusim::sim::{run_kernel, RunOptions};

const W: usize = 1000;
const H: usize = 3;
const Y0: usize = 1;
/// 32 sub-groups of 8 work-items: 1024 bytes of row Y0.
const ITEMS: usize = 256;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (s >> 33) as u8
        })
        .collect()
}

fn image(data: Vec<u8>, tiling: Tiling) -> ArgSpec {
    ArgSpec::Image2d {
        width: W as u32,
        height: H as u32,
        format: ImageFormat {
            order: ChannelOrder::R,
            data_type: ChannelType::UnsignedInt8,
        },
        tiling,
        init: Init::Bytes(data),
        save: None,
    }
}

#[test]
fn block_copy_of_an_8bit_image_1000_wide_reads_and_writes_the_pitch_padding() {
    let program = load_program(
        &root().join("tests/corpus/bin/image_block.bin"),
        "skl",
        "-cl-std=CL2.0",
    )
    .expect("corpus program");
    let src = bytes(1, W * H);
    let dst0 = bytes(2, W * H);
    let lanes_in = bytes(3, 4 * ITEMS);
    for tiling in [Tiling::Linear, Tiling::X, Tiling::Y] {
        let lf = LaunchFile {
            program: String::new(),
            kernel: "image_block_rw1_simd8".into(),
            global: vec![ITEMS as u64],
            local: Some(vec![16]),
            global_offset: None,
            args: vec![
                image(src.clone(), tiling),
                ArgSpec::Buffer {
                    init: Init::Zeros(4 * ITEMS as u64),
                    save: None,
                },
                ArgSpec::Buffer {
                    init: Init::Bytes(lanes_in.clone()),
                    save: None,
                },
                image(dst0.clone(), tiling),
                ArgSpec::Scalar(ScalarValue::I32(0)),
                ArgSpec::Scalar(ScalarValue::I32(Y0 as i32)),
            ],
            device: None,
            build_options: None,
            config: None,
            oob: None,
            base_dir: root(),
        };
        let out = run_kernel(&lf, &program, &lf.kernel, &RunOptions::default())
            .unwrap_or_else(|e| panic!("{tiling:?}: {e}"));
        let lanes_out = out.args[1].clone().expect("lanes_out");
        let dst = out.args[3].clone().expect("dst image");
        // Byte x of row Y0 as the message sees it: the image's, then the zero padding.
        let seen = |x: usize| if x < W { src[Y0 * W + x] } else { 0 };
        let mut want_dst = dst0.clone();
        for g in 0..ITEMS {
            let x = 4 * g; // 32k + 4l with g = 8k + l
            let want = u32::from_le_bytes([seen(x), seen(x + 1), seen(x + 2), seen(x + 3)]);
            let have = u32::from_le_bytes(lanes_out[4 * g..4 * g + 4].try_into().unwrap());
            assert_eq!(have, want, "{tiling:?}: work-item {g} read at byte {x}");
            let v =
                u32::from_le_bytes(lanes_in[4 * g..4 * g + 4].try_into().unwrap()) ^ 0xA5A5_A5A5;
            for (b, byte) in v.to_le_bytes().into_iter().enumerate() {
                if x + b < W {
                    want_dst[Y0 * W + x + b] = byte;
                }
            }
        }
        assert_eq!(dst.len(), want_dst.len());
        if let Some(i) = (0..dst.len()).find(|&i| dst[i] != want_dst[i]) {
            panic!(
                "{tiling:?}: destination byte ({}, {}): got {:#x}, expected {:#x}",
                i % W,
                i / W,
                dst[i],
                want_dst[i]
            );
        }
    }
}
