//! Kernels beyond the corpus (samplers, printf, program-scope globals, private memory,
//! 3-D images, atomics, structs by value), compiled with ocloc at test time and checked
//! against ocloc's own PTM dump of the same binary. Skipped when ocloc is not installed.

use std::path::{Path, PathBuf};
use std::process::Command;

use eusim::program::{parse_program, render_info, ArgKind, Program};

#[path = "loader_common/ptm.rs"]
mod ptm;
use ptm::{check_against_ptm, parse_ptm};

const SOURCE: &str = r#"
__constant int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__global int counter_init = 5;
__global int* global_ptr = &counter_init;

typedef struct { int a; float b; char c; } pod_t;

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) __attribute__((intel_reqd_sub_group_size(16)))
void with_printf(__global int* a, int n) {
    __local int s[64];
    int p[100];
    for (int i = 0; i < 100; i++) p[i] = a[i * n];
    s[get_local_id(0)] = p[a[0] % 100] + table[n & 7] + counter_init + *global_ptr;
    barrier(CLK_LOCAL_MEM_FENCE);
    printf("value %d %s\n", s[(get_local_id(0) + 1) % 64], "x");
    a[get_global_id(0)] = s[get_local_id(0)];
}

__kernel void sampled(read_only image3d_t im, sampler_t smp, __global float4* o, float2 f, long l, char c) {
    o[get_global_id(0)] = read_imagef(im, smp, (float4)(f.x, f.y, 0.5f, 0))
        + (float)(l + c) + (float)get_image_depth(im)
        + (float)get_image_channel_order(im) + (float)get_image_channel_data_type(im);
}

__kernel void inline_sampler(read_only image2d_t im, write_only image2d_t out) {
    const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
    int2 xy = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(out, xy, read_imagef(im, smp, xy) * (float)get_image_width(im));
}

__kernel void atomics(__global atomic_int* a, __global int* b, pod_t s, __constant float* k) {
    atomic_fetch_add(a, 1);
    b[get_global_id(0)] = get_work_dim() + get_enqueued_local_size(0) + get_global_size(1)
        + s.a + (int)s.b + s.c + (int)k[0] + get_num_groups(0);
}

__kernel void unused_args(__global int* a, __global int* unused, int unused_value) {
    a[0] = 1;
}
"#;

fn have_ocloc() -> bool {
    let found = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("ocloc").is_file()));
    if !found {
        eprintln!("ocloc not on PATH: skipping live ocloc test");
    }
    found
}

fn scratch_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("eusim-loader-live-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Compiles SOURCE through the library and dumps the same binary with `ocloc disasm`.
fn compile_and_dump(dir: &Path) -> (Program, String) {
    let src = dir.join("live.cl");
    std::fs::write(&src, SOURCE).unwrap();
    let bin = eusim::program::compile_cl(&src, "skl", "-cl-std=CL2.0").unwrap();
    let bin_path = dir.join("live.bin");
    std::fs::write(&bin_path, &bin).unwrap();
    let dump = dir.join("dump");
    let out = Command::new("ocloc")
        .args(["disasm", "-file"])
        .arg(&bin_path)
        .args(["-device", "skl", "-dump"])
        .arg(&dump)
        .output()
        .unwrap();
    assert!(out.status.success(), "ocloc disasm failed: {out:?}");
    let text = std::fs::read_to_string(dump.join("PTM.txt")).unwrap();
    (parse_program(&bin).unwrap(), text)
}

#[test]
fn live_kernels_match_ocloc_dump_and_decode_fully() {
    if !have_ocloc() {
        return;
    }
    let dir = scratch_dir();
    let (p, text) = compile_and_dump(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    check_against_ptm("live.cl", &p, &parse_ptm(&text));
    assert_eq!(p.unknown_token_count(), 0, "{}", render_info(&p));

    // Facts stated in SOURCE.
    let k = p.kernel("with_printf").unwrap();
    assert_eq!(k.required_sub_group_size(), Some(16));
    assert_eq!(k.required_work_group_size(), Some([16, 1, 1]));
    assert_eq!(k.simd_width(), Some(16));
    assert_eq!(k.inline_slm_size, 64 * 4);
    // (A one-thread work-group needs no barrier: IGC may drop it, so no check here.)
    assert!(k.strings.iter().any(|(_, s)| s.starts_with("value %d %s")));
    assert!(k
        .implicit_surfaces
        .iter()
        .any(|s| s.purpose == "printf buffer"));
    assert_eq!(
        p.constant_buffer(0).map(|b| b[..32].to_vec()),
        Some(
            (1..=8i32)
                .flat_map(|v| v.to_le_bytes())
                .collect::<Vec<u8>>()
        )
    );
    assert_eq!(
        p.global_buffer(0).map(|b| b[..4].to_vec()),
        Some(5i32.to_le_bytes().to_vec())
    );
    assert_eq!(p.pointer_patches().count(), 1);

    let k = p.kernel("sampled").unwrap();
    match &k.args[0].kind {
        ArgKind::Image(img) => {
            assert_eq!(img.image_type_name(), "3d");
            assert!(!img.writeable);
            assert!(img.metadata.depth.is_some());
            assert!(img.metadata.channel_order.is_some());
            assert!(img.metadata.channel_data_type.is_some());
        }
        other => panic!("arg 0 of sampled: {other:?}"),
    }
    assert!(
        matches!(k.args[1].kind, ArgKind::Sampler(_)),
        "{:?}",
        k.args[1]
    );
    // float2, long and char by value: sizes from the OpenCL types. The cross-thread slot
    // may be wider than the value (IGC gives a char a 4-byte slot).
    for (i, size) in [(3usize, 8u32), (4, 8), (5, 1)] {
        assert_eq!(k.args[i].size(), Some(size), "arg {i}");
        match &k.args[i].kind {
            ArgKind::Value(pieces) => {
                assert!(
                    pieces.iter().map(|p| p.size).sum::<u32>() >= size,
                    "arg {i}"
                )
            }
            other => panic!("arg {i}: {other:?}"),
        }
    }

    let k = p.kernel("inline_sampler").unwrap();
    assert!(k.sampler_state_array.as_ref().is_some_and(|s| s.count >= 1));
    // CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST: texel
    // coordinates, clamp to the border colour (OpenCL's CLAMP), nearest filtering.
    let st = &k.sampler_states[0];
    assert!(st.non_normalized_coordinates, "{st:?}");
    assert_eq!((st.min_filter, st.mag_filter), (0, 0), "{st:?}");
    assert_eq!(st.address_mode[..2], [4, 4], "{st:?}");
    match (&k.args[0].kind, &k.args[1].kind) {
        (ArgKind::Image(a), ArgKind::Image(b)) => {
            assert!(!a.writeable && b.writeable);
            assert!(a.metadata.width.is_some());
            assert_ne!(a.binding_table_index, b.binding_table_index);
        }
        other => panic!("inline_sampler args: {other:?}"),
    }

    let k = p.kernel("atomics").unwrap();
    assert!(k.execution_environment.as_ref().unwrap().has_global_atomics != 0);
    assert!(
        matches!(k.args[3].kind, ArgKind::ConstantBuffer(_)),
        "{:?}",
        k.args[3]
    );
    match &k.args[2].kind {
        ArgKind::Value(pieces) => assert!(!pieces.is_empty()),
        other => panic!("struct arg: {other:?}"),
    }
    assert_eq!(k.args[2].size(), Some(12), "sizeof(pod_t)");
}
