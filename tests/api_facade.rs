//! The library facade (`eusim::api`) against `eusim run` and host-computed references: every
//! bundled example and a test kernel give the same output bytes and statistics through the
//! facade as through the command line; the shuffle example's outputs equal the
//! cl_intel_subgroups definition computed here; sub-buffers, a buffer bound twice, programs
//! built from source, sampler arguments, concurrent host threads and argument errors.

use eusim::api::{
    AddressMode, ArgClass, ArgValue, Buffer, Device, Filter, Image, ImageDesc, Program, Range,
    Sampler, SimError,
};
use eusim::launch::{fill_init, ArgSpec, LaunchFile};
use eusim::sim::RunOptions;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A directory under the target dir, emptied first.
fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("api_facade-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Runs a launch file through the facade only (its own translation, not `sim::run`):
/// returns every argument's final bytes (None for scalars and local sizes) and the stats.
fn through_facade(lf: &LaunchFile, functional: bool) -> (Vec<Option<Vec<u8>>>, serde_json::Value) {
    let device =
        Device::load(lf.config.as_deref().unwrap_or("gen9-gt2"), &[], functional).expect("device");
    let program =
        Program::load(&lf.resolve(&lf.program), lf.device(), lf.build_options()).expect("program");
    let mut kernel = program.kernel(&lf.kernel).expect("kernel");
    let mut objects = Vec::new();
    for (i, spec) in lf.args.iter().enumerate() {
        let value = match spec {
            ArgSpec::Buffer { init, .. } => {
                ArgValue::Buffer(Buffer::from_vec(fill_init(init, lf).unwrap()))
            }
            ArgSpec::Image2d {
                width,
                height,
                format,
                tiling,
                init,
                ..
            } => {
                let desc = ImageDesc::new_2d(*width, *height, *format, *tiling);
                ArgValue::Image(Image::from_vec(desc, fill_init(init, lf).unwrap()).unwrap())
            }
            ArgSpec::Image { init, .. } => {
                let desc = spec.image_shape().unwrap().desc().unwrap();
                ArgValue::Image(Image::from_vec(desc, fill_init(init, lf).unwrap()).unwrap())
            }
            ArgSpec::Scalar(v) => ArgValue::Scalar(v.to_le_bytes()),
            ArgSpec::Local { bytes } => ArgValue::Local(*bytes),
            ArgSpec::Sampler { .. } => panic!("the launches compared here take no sampler"),
        };
        objects.push(value.clone());
        kernel.set_arg(i, value).expect("argument fits");
    }
    let range = Range {
        global: lf.global.clone(),
        local: lf.local.clone(),
        offset: lf.global_offset.clone(),
    };
    let outcome = device.enqueue(&kernel, &range).expect("enqueue");
    let args = objects
        .iter()
        .map(|v| match v {
            ArgValue::Buffer(b) => Some(b.to_vec()),
            ArgValue::Image(i) => Some(i.to_vec()),
            _ => None,
        })
        .collect();
    (args, serde_json::to_value(&outcome.stats).unwrap())
}

/// Runs `eusim run` on a launch file with `--stats` and `--out-dir`; returns the stats JSON.
fn through_cli(launch: &Path, functional: bool, out: &Path) -> serde_json::Value {
    let stats = out.join("stats.json");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_eusim"));
    cmd.arg("run")
        .arg(launch)
        .arg("--stats")
        .arg(&stats)
        .arg("--out-dir")
        .arg(out)
        .arg("-q");
    if functional {
        cmd.arg("--functional");
    }
    let o = cmd.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_str(&std::fs::read_to_string(stats).unwrap()).unwrap()
}

fn same_as_cli(launch: &Path, name: &str) {
    let lf = LaunchFile::load(launch).unwrap();
    for functional in [false, true] {
        let out = scratch(&format!("{name}-{functional}"));
        let cli_stats = through_cli(launch, functional, &out);
        let (args, stats) = through_facade(&lf, functional);
        assert_eq!(stats, cli_stats, "{name}: stats (functional {functional})");
        let lib = eusim::sim::run(
            &lf,
            &RunOptions {
                functional,
                ..RunOptions::default()
            },
        )
        .unwrap();
        assert_eq!(args, lib.args, "{name}: argument bytes");
        for (i, path) in eusim::sim::save_paths(&lf, Some(&out)) {
            let saved = std::fs::read(&path).unwrap();
            assert_eq!(Some(saved), args[i].clone(), "{name}: saved argument {i}");
        }
    }
}

#[test]
fn bundled_examples_match_eusim_run() {
    for l in [
        "examples/shuffle/launch.ron",
        "examples/media_block/launch.ron",
        "examples/sweep/fma.ron",
        "examples/sweep/sgemm.ron",
        "examples/sweep/stencil.ron",
    ] {
        same_as_cli(&root().join(l), &l.replace('/', "_"));
    }
}

#[test]
fn a_test_kernel_matches_eusim_run_and_copies() {
    let dir = scratch("copy4");
    let bin = root().join("tests/timing_kernels/timing_Gen9core.bin");
    let input: Vec<u32> = (0..1024u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let launch = dir.join("copy4.ron");
    std::fs::write(
        &launch,
        format!(
            "(program: {:?}, kernel: \"copy4\", global: [256], local: [64], args: [\
             Buffer(init: U32({input:?})), Buffer(init: Zeros(4096), save: \"out.bin\")])",
            bin.display().to_string()
        ),
    )
    .unwrap();
    same_as_cli(&launch, "copy4");
    let (args, _) = through_facade(&LaunchFile::load(&launch).unwrap(), false);
    assert_eq!(u32s(args[1].as_ref().unwrap()), input, "copy4 copies");
}

/// `intel_sub_group_shuffle(v, idx)` reads lane `idx` of the sub-group;
/// `intel_sub_group_shuffle_down(cur, next, d)` reads lane `l + d` of `cur`, past the end
/// lane `l + d - 16` of `next` (cl_intel_subgroups).
#[test]
fn shuffle_example_gives_the_extension_results() {
    let device = Device::load("gen9-gt2", &[], false).unwrap();
    let program =
        Program::from_binary(&std::fs::read(root().join("examples/shuffle/shuffle.bin")).unwrap())
            .unwrap();
    let mut k = program.kernel("shuffle_u32").unwrap();
    let input: Vec<u32> = (0..64).map(|i| 7 * i + 5).collect();
    let idx: Vec<u32> = (0..64).map(|i| (i * 5 + 3) % 16).collect();
    let (shuffled, rotated) = (Buffer::new(256).unwrap(), Buffer::new(256).unwrap());
    k.set_arg(0, ArgValue::Buffer(Buffer::from_vec(words(&input))))
        .unwrap();
    k.set_arg(1, ArgValue::Buffer(Buffer::from_vec(words(&idx))))
        .unwrap();
    k.set_arg(2, ArgValue::Buffer(shuffled.clone())).unwrap();
    k.set_arg(3, ArgValue::Buffer(rotated.clone())).unwrap();
    k.set_arg(4, ArgValue::Scalar(5u32.to_le_bytes().to_vec()))
        .unwrap();
    device.enqueue(&k, &Range::new(&[64])).unwrap();
    for g in 0..64usize {
        let (base, lane) = (g / 16 * 16, g % 16);
        assert_eq!(
            u32s(&shuffled.to_vec())[g],
            input[base + idx[g] as usize],
            "shuffled {g}"
        );
        assert_eq!(
            u32s(&rotated.to_vec())[g],
            input[base + (lane + 5) % 16],
            "rotated {g}"
        );
    }
}

#[test]
fn kernel_info_describes_the_arguments() {
    let program =
        Program::from_binary(&std::fs::read(root().join("examples/shuffle/shuffle.bin")).unwrap())
            .unwrap();
    let infos = program.kernels();
    assert_eq!(infos.len(), 1);
    let k = &infos[0];
    assert_eq!((k.name.as_str(), k.simd_width), ("shuffle_u32", 16));
    assert_eq!(k.required_sub_group_size, Some(16));
    let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["in", "idx", "shuffled", "rotated", "delta"]);
    assert_eq!(k.args[0].type_name, "uint*");
    assert_eq!(k.args[0].address, eusim::api::AddressSpace::Global);
    assert_eq!(k.args[4].kind, ArgClass::Value);
    assert_eq!(k.args[4].size, Some(4));
}

#[test]
fn sub_buffers_share_one_allocation() {
    let device = Device::load("gen9-gt2", &[], true).unwrap();
    let bin = std::fs::read(root().join("tests/timing_kernels/timing_Gen9core.bin")).unwrap();
    let mut k = Program::from_binary(&bin).unwrap().kernel("copy4").unwrap();
    let whole: Vec<u32> = (0..2048).collect();
    let buf = Buffer::from_vec(words(&whole));
    // copy 256 float4 (4 KB) from bytes 4096.. to bytes 0..
    k.set_arg(0, ArgValue::Buffer(buf.sub_buffer(4096, 4096).unwrap()))
        .unwrap();
    k.set_arg(1, ArgValue::Buffer(buf.sub_buffer(0, 4096).unwrap()))
        .unwrap();
    device
        .enqueue(&k, &Range::new(&[256]).local(&[64]))
        .unwrap();
    let got = u32s(&buf.to_vec());
    let expected: Vec<u32> = (1024..2048).chain(1024..2048).collect();
    assert_eq!(got, expected);
    assert!(
        buf.sub_buffer(4096, 4097).is_err(),
        "sub-buffer past the end"
    );
}

fn have_ocloc() -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("ocloc").is_file()))
}

const SOURCE: &str = "
kernel void fill(global uint* out, uint base) {
    size_t i = get_global_id(0);
    out[i] = base + VALUE * (uint)i;
}
kernel void sample(read_only image2d_t img, sampler_t s, global uint* out) {
    int x = get_global_id(0);
    out[x] = read_imageui(img, s, (int2)(x - 2, 0)).x;
}
";

#[test]
fn a_program_from_source_takes_build_options() {
    if !have_ocloc() {
        eprintln!("ocloc not on PATH: skipping");
        return;
    }
    let program = Program::from_source(SOURCE, "skl", "-cl-std=CL2.0 -DVALUE=7").unwrap();
    assert_eq!(program.kernel_names(), ["fill", "sample"]);
    assert!(!program.binary().is_empty());
    let device = Device::load("gen9-gt2", &[], true).unwrap();
    let mut k = program.kernel("fill").unwrap();
    let out = Buffer::new(64 * 4).unwrap();
    k.set_arg(0, ArgValue::Buffer(out.clone())).unwrap();
    k.set_arg(1, ArgValue::Scalar(100u32.to_le_bytes().to_vec()))
        .unwrap();
    device
        .enqueue(&k, &Range::new(&[48]).offset(&[16]))
        .unwrap();
    let got = u32s(&out.to_vec());
    for (i, &v) in got.iter().enumerate() {
        let want = if i < 16 { 0 } else { 100 + 7 * i as u32 };
        assert_eq!(v, want, "work-item {i}");
    }
    let bad = Program::from_source("kernel void f( {", "skl", "").unwrap_err();
    assert!(bad.to_string().contains("error"), "{bad}");
}

/// Texel `x - 2` of a row under CLAMP_TO_EDGE is texel 0 for x < 2; under CLAMP it is the
/// border colour, whose x channel is 0 (OpenCL 2.0 C specification, 8.2 "Addressing mode").
#[test]
fn sampler_arguments_choose_the_addressing() {
    if !have_ocloc() {
        eprintln!("ocloc not on PATH: skipping");
        return;
    }
    let program = Program::from_source(SOURCE, "skl", "-cl-std=CL2.0 -DVALUE=1").unwrap();
    let device = Device::load("gen9-gt2", &[], true).unwrap();
    let desc = ImageDesc::new_2d(
        16,
        1,
        eusim::api::ImageFormat {
            order: eusim::api::ChannelOrder::R,
            data_type: eusim::api::ChannelType::UnsignedInt32,
        },
        eusim::api::Tiling::Linear,
    );
    let texels: Vec<u32> = (0..16).map(|i| 50 + i).collect();
    let image = Image::from_vec(desc, words(&texels)).unwrap();
    for (address, below) in [
        (AddressMode::ClampToEdge, 50),
        (AddressMode::ClampToBorder, 0),
    ] {
        let mut k = program.kernel("sample").unwrap();
        let out = Buffer::new(16 * 4).unwrap();
        k.set_arg(0, ArgValue::Image(image.clone())).unwrap();
        let s = Sampler {
            normalized: false,
            address,
            filter: Filter::Nearest,
        };
        k.set_arg(1, ArgValue::Sampler(s)).unwrap();
        k.set_arg(2, ArgValue::Buffer(out.clone())).unwrap();
        device.enqueue(&k, &Range::new(&[16]).local(&[16])).unwrap();
        let got = u32s(&out.to_vec());
        let want: Vec<u32> = (0..16)
            .map(|x: i32| if x < 2 { below } else { 50 + x as u32 - 2 })
            .collect();
        assert_eq!(got, want, "{address:?}");
    }
}

#[test]
fn host_threads_enqueue_concurrently() {
    let device = Device::load("gen9-gt2", &[], false).unwrap();
    let bin = std::fs::read(root().join("tests/timing_kernels/timing_Gen9core.bin")).unwrap();
    let program = Program::from_binary(&bin).unwrap();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..3u32)
            .map(|t| {
                let (device, program) = (&device, &program);
                s.spawn(move || {
                    let data: Vec<u32> = (0..1024).map(|i| i * 3 + t).collect();
                    let out = Buffer::new(4096).unwrap();
                    let mut k = program.kernel("copy4").unwrap();
                    k.set_arg(0, ArgValue::Buffer(Buffer::from_vec(words(&data))))
                        .unwrap();
                    k.set_arg(1, ArgValue::Buffer(out.clone())).unwrap();
                    let o = device
                        .enqueue(&k, &Range::new(&[256]).local(&[64]))
                        .unwrap();
                    (data, out.to_vec(), o.stats.cycles)
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        for (data, out, _) in &results {
            assert_eq!(&u32s(out), data);
        }
        // the same launch shape gives the same simulated time on every thread
        assert!(results.iter().all(|r| r.2 == results[0].2 && r.2 > 0));
    });
}

#[test]
fn bad_arguments_and_ranges_are_named() {
    let device = Device::load("gen9-gt2", &[], true).unwrap();
    let program =
        Program::from_binary(&std::fs::read(root().join("examples/shuffle/shuffle.bin")).unwrap())
            .unwrap();
    let mut k = program.kernel("shuffle_u32").unwrap();
    let e = k.set_arg(4, ArgValue::Scalar(vec![1, 2])).unwrap_err();
    assert!(matches!(e, SimError::Arg { index: 4, .. }), "{e}");
    let e = k.set_arg(0, ArgValue::Local(64)).unwrap_err();
    assert!(e.to_string().contains("given a local size"), "{e}");
    assert!(matches!(
        k.set_arg(5, ArgValue::NullBuffer),
        Err(SimError::Arg { .. })
    ));
    let e = device.enqueue(&k, &Range::new(&[64])).unwrap_err();
    assert!(e.to_string().contains("not set"), "{e}");
    for i in 0..4 {
        k.set_arg(i, ArgValue::Buffer(Buffer::new(256).unwrap()))
            .unwrap();
    }
    k.set_arg(4, ArgValue::Scalar(vec![0; 4])).unwrap();
    for (range, field) in [
        (Range::new(&[64]).local(&[0]), "local"),
        (Range::new(&[64, 1, 1, 1]), "global"),
        (Range::new(&[0]), "global"),
        (Range::new(&[64]).local(&[512]), "local"),
        (Range::new(&[64]).offset(&[1, 2]), "global_offset"),
    ] {
        match device.enqueue(&k, &range) {
            Err(SimError::Range { field: f, .. }) => assert_eq!(f, field, "{range:?}"),
            other => panic!("{range:?}: {other:?}"),
        }
    }
    assert!(matches!(
        program.kernel("nope"),
        Err(SimError::NoKernel { .. })
    ));
    assert!(Device::load("gen9-gt2", &["topology.slices=0"], true).is_err());
}
