use super::*;
use std::path::Path;

const EXAMPLE: &str = r#"
(
    program: "kernels/shuffle.cl",
    kernel: "shuffle_u32",
    global: [64],
    local: [16],
    args: [
        Buffer(init: File("data.bin")),
        Buffer(init: Zeros(256), save: "out.bin"),
        Image2d(width: 64, height: 16,
                format: (order: R, data_type: UnsignedInt8),
                tiling: Y,
                init: File("img.bin"), save: "img.out.bin"),
        Scalar(U32(7)),
        Local(bytes: 1024),
    ],
)
"#;

#[test]
fn design_example_parses() {
    let lf = LaunchFile::parse(EXAMPLE, Path::new("/x/launch.ron")).unwrap();
    assert_eq!(lf.kernel, "shuffle_u32");
    assert_eq!(lf.global, vec![64]);
    assert_eq!(lf.local, Some(vec![16]));
    assert_eq!(lf.args.len(), 5);
    assert!(
        matches!(&lf.args[1], ArgSpec::Buffer { init: Init::Zeros(256), save: Some(s) } if s == "out.bin")
    );
    match &lf.args[2] {
        ArgSpec::Image2d { format, tiling, .. } => {
            assert_eq!(format.texel_bytes(), 1);
            assert_eq!(*tiling, Tiling::Y);
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(matches!(lf.args[3], ArgSpec::Scalar(ScalarValue::U32(7))));
    assert_eq!(
        lf.resolve("kernels/shuffle.cl"),
        Path::new("/x/kernels/shuffle.cl")
    );
    assert_eq!(lf.device(), "skl");
    assert_eq!(lf.build_options(), "-cl-std=CL2.0");
}

#[test]
fn tiling_defaults_to_y() {
    let t = r#"(program: "a.bin", kernel: "k", global: [8], args: [
        Image2d(width: 4, height: 4, format: (order: RGBA, data_type: Float), init: Zeros(256))])"#;
    let lf = LaunchFile::parse(t, Path::new("l.ron")).unwrap();
    assert!(matches!(
        lf.args[0],
        ArgSpec::Image2d {
            tiling: Tiling::Y,
            ..
        }
    ));
}

#[test]
fn errors_name_field() {
    let t = r#"(program: "a.bin", kernel: "k", global: [64], local: [0], args: [])"#;
    let e = LaunchFile::parse(t, Path::new("l.ron"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("`local`") && e.contains("is 0"), "{e}");
    let t = r#"(program: "a.bin", kernel: "k", global: [], args: [])"#;
    let e = LaunchFile::parse(t, Path::new("l.ron"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("`global`"), "{e}");
    let t = r#"(program: "a.bin", kernel: "k", global: [8], args: [], bogus: 1)"#;
    let e = LaunchFile::parse(t, Path::new("l.ron"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("bogus") && e.starts_with("l.ron:1:"), "{e}");
    let t = r#"(program: "a.bin", kernel: "k", global: [8], args: [Scalar(U33(1))])"#;
    let e = LaunchFile::parse(t, Path::new("l.ron"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("U33"), "{e}");
}

#[test]
fn inits_materialise() {
    let lf = LaunchFile::parse(
        r#"(program: "a.bin", kernel: "k", global: [8], args: [])"#,
        Path::new("l.ron"),
    )
    .unwrap();
    let b = fill_init(
        &Init::Iota {
            count: 3,
            start: 5,
            step: 2,
        },
        &lf,
    )
    .unwrap();
    assert_eq!(b, [5, 0, 0, 0, 7, 0, 0, 0, 9, 0, 0, 0]);
    // SplitMix64 reference value for seed 0 (first output 0xE220A8397B1DCDAF).
    let r = fill_init(&Init::Random { bytes: 8, seed: 0 }, &lf).unwrap();
    assert_eq!(
        u64::from_le_bytes(r.try_into().unwrap()),
        0xE220_A839_7B1D_CDAF
    );
    assert_eq!(fill_init(&Init::Zeros(3), &lf).unwrap(), vec![0; 3]);
}

#[test]
fn unknown_fields_are_errors_at_every_level() {
    // A typo in an argument's field would otherwise drop the save silently.
    let cases = [
        (r#"Buffer(init: Zeros(4), sve: "out.bin")"#, "sve"),
        (
            r#"Image2d(width: 4, height: 4, format: (order: R, data_type: Float, tilling: X), init: Zeros(64))"#,
            "tilling",
        ),
        (
            r#"Image2d(width: 4, height: 4, format: (order: R, data_type: Float), init: Zeros(64), sav: "i.bin")"#,
            "sav",
        ),
        (r#"Buffer(init: Iota(count: 4, strat: 1))"#, "strat"),
        (r#"Local(bytes: 4, byts: 8)"#, "byts"),
    ];
    for (arg, field) in cases {
        let t = format!(r#"(program: "a.bin", kernel: "k", global: [8], args: [{arg}])"#);
        let err = LaunchFile::parse(&t, Path::new("l.ron"))
            .expect_err(arg)
            .to_string();
        assert!(err.contains(field), "`{arg}`: {err}");
        assert!(!err.contains('\n'), "one line: {err}");
    }
}
