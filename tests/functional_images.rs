//! End-to-end tests of the 2-D image block built-ins on tiled images.
//!
//! - Every media block kernel of `tests/corpus/kernels/media_block_simd{8,16,32}.cl`
//!   (cl_intel_media_block_io, `intel_sub_group_media_block_read/write_{uc,us,ui}{,2,4,8,16}`).
//! - Every `image_block_rw*` kernel of `tests/corpus/kernels/image_block.cl`
//!   (cl_intel_subgroups, `intel_sub_group_block_read/write{,2,4,8}` on `image2d_t`).
//! - The macroblock-edge example in `examples/media_block/`.
//!
//! Each kernel runs at origins inside the image, across every edge and corner and fully
//! outside it, on linear, X-tiled and Y-tiled images, in an image larger than two Y tiles
//! (not a whole number of tiles) and in one smaller than the region (12 bytes by 5 rows). The expected lane values and images are
//! computed here from the specs (`cl_intel_media_block_io.txt`, `cl_intel_subgroups.txt`):
//! - media block: the `width x height` region (width in elements of the built-in's type) taken
//!   row-major as a flat list R is handed out column-wise, element `i` of lane `l` being
//!   `R[i * S + l]`; slots past the region's area are undefined on read and not written;
//!   reads outside the image replicate the nearest edge texel, writes outside are dropped;
//! - image block: value `i` of lane `l` is the uint at byte `(x + 4 * l, y + i)`; bounds are
//!   checked in uints (4-byte texels here): reads clamp to the edge uint, writes outside are
//!   dropped.
//!
//! Region sizes are read from the built-in calls in the kernel sources (the calls' `width` and
//! `height` arguments), so every kernel of a corpus file is covered. The three tilings must
//! also agree on every output byte.

// References index several parallel arrays by lane and element; range loops read clearest.
#![allow(clippy::needless_range_loop)]

use std::path::PathBuf;

use eusim::launch::{
    ArgSpec, ChannelOrder, ChannelType, ImageFormat, Init, LaunchFile, ScalarValue, Tiling,
};
use eusim::program::{load_program, Program};
use eusim::sim::{run, run_kernel, RunOptions};

// ---------------------------------------------------------------------------------------
// Small helpers

/// SplitMix64 for test inputs.
struct Rng(u64);

impl Rng {
    fn u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut v = Vec::with_capacity(n + 8);
        while v.len() < n {
            v.extend_from_slice(&self.u64().to_le_bytes());
        }
        v.truncate(n);
        v
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

const TILINGS: [Tiling; 3] = [Tiling::Linear, Tiling::X, Tiling::Y];

/// Reads a little-endian unsigned value of `e` bytes.
fn get_le(b: &[u8], e: usize) -> u32 {
    b[..e]
        .iter()
        .rev()
        .fold(0u32, |acc, &x| (acc << 8) | u32::from(x))
}

/// Writes the low `e` bytes of `v` little-endian.
fn put_le(b: &mut [u8], e: usize, v: u32) {
    for (k, byte) in b[..e].iter_mut().enumerate() {
        *byte = (v >> (8 * k)) as u8;
    }
}

/// A row-major 2-D image of `e`-byte texels (`w` texels by `h` rows).
#[derive(Clone, Debug, PartialEq)]
struct Img {
    w: i64,
    h: i64,
    e: usize,
    /// Use the multi-channel or normalized format of the texel size instead of the
    /// single-channel unsigned integer one (the block built-ins only see the texel size).
    alt: bool,
    data: Vec<u8>,
}

impl Img {
    fn random(w: i64, h: i64, e: usize, rng: &mut Rng) -> Self {
        let data = rng.bytes((w * h) as usize * e);
        Img {
            w,
            h,
            e,
            alt: false,
            data,
        }
    }

    fn with_alt_format(mut self, alt: bool) -> Self {
        self.alt = alt;
        self
    }

    fn offset(&self, x: i64, y: i64) -> usize {
        ((y * self.w + x) as usize) * self.e
    }

    /// The texel at the nearest in-bounds position (clamp to edge).
    fn clamped(&self, x: i64, y: i64) -> u32 {
        let x = x.clamp(0, self.w - 1);
        let y = y.clamp(0, self.h - 1);
        get_le(&self.data[self.offset(x, y)..], self.e)
    }

    /// Stores a texel if `(x, y)` is inside the image (writes outside are dropped).
    fn store(&mut self, x: i64, y: i64, v: u32) {
        if (0..self.w).contains(&x) && (0..self.h).contains(&y) {
            let o = self.offset(x, y);
            put_le(&mut self.data[o..], self.e, v);
        }
    }

    /// R + UNSIGNED_INT8/16/32, or (alternate) R + UNORM_INT8, RG + UNSIGNED_INT8,
    /// RGBA + UNORM_INT8.
    fn format(&self) -> ImageFormat {
        use ChannelOrder::{R, RG, RGBA};
        use ChannelType::{UnormInt8, UnsignedInt16, UnsignedInt32, UnsignedInt8};
        let (order, data_type) = match (self.e, self.alt) {
            (1, false) => (R, UnsignedInt8),
            (2, false) => (R, UnsignedInt16),
            (_, false) => (R, UnsignedInt32),
            (1, true) => (R, UnormInt8),
            (2, true) => (RG, UnsignedInt8),
            (_, true) => (RGBA, UnormInt8),
        };
        ImageFormat { order, data_type }
    }

    fn arg(&self, tiling: Tiling) -> ArgSpec {
        ArgSpec::Image2d {
            width: self.w as u32,
            height: self.h as u32,
            format: self.format(),
            tiling,
            init: Init::Bytes(self.data.clone()),
            save: None,
        }
    }

    /// Describes the first texel where `got` differs from `self`.
    fn first_diff(&self, got: &[u8]) -> Option<String> {
        if got.len() != self.data.len() {
            return Some(format!(
                "image has {} bytes, expected {}",
                got.len(),
                self.data.len()
            ));
        }
        let e = self.e;
        (0..self.data.len() / e).find_map(|t| {
            let want = get_le(&self.data[t * e..], e);
            let have = get_le(&got[t * e..], e);
            (want != have).then(|| {
                let (x, y) = (t as i64 % self.w, t as i64 / self.w);
                format!("texel ({x}, {y}): got {have:#x}, expected {want:#x}")
            })
        })
    }
}

fn buffer(bytes: Vec<u8>) -> ArgSpec {
    ArgSpec::Buffer {
        init: Init::Bytes(bytes),
        save: None,
    }
}

fn launch(kernel: &str, global: u64, local: u64, args: Vec<ArgSpec>) -> LaunchFile {
    LaunchFile {
        program: String::new(),
        kernel: kernel.to_string(),
        global: vec![global],
        local: Some(vec![local]),
        global_offset: None,
        args,
        device: None,
        build_options: None,
        config: None,
        oob: None,
        base_dir: root(),
    }
}

fn load_corpus(name: &str) -> Program {
    let path = root().join(format!("tests/corpus/bin/{name}.bin"));
    load_program(&path, "skl", "-cl-std=CL2.0")
        .unwrap_or_else(|e| panic!("cannot load {}: {e}", path.display()))
}

fn corpus_source(name: &str) -> String {
    let path = root().join(format!("tests/corpus/kernels/{name}.cl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The outputs of one run: lanes_out, the source image, the destination image.
type Outputs = (Vec<u8>, Vec<u8>, Vec<u8>);

fn run_case(program: &Program, opts: &RunOptions, lf: &LaunchFile) -> Result<Outputs, String> {
    let out = run_kernel(lf, program, &lf.kernel, opts).map_err(|e| format!("simulator: {e}"))?;
    let take = |i: usize| {
        out.args
            .get(i)
            .cloned()
            .flatten()
            .ok_or_else(|| format!("argument {i} has no contents"))
    };
    Ok((take(1)?, take(0)?, take(3)?))
}

/// Collects failures, remembering the first few in detail.
#[derive(Default)]
struct Failures {
    count: usize,
    cases: usize,
    first: Vec<String>,
}

impl Failures {
    fn add(&mut self, what: String) {
        self.count += 1;
        if self.first.len() < 12 {
            self.first.push(what);
        }
    }

    /// Records `got` as the first tiling's outputs, or a failure if it differs from them.
    fn same_as_first<T: PartialEq>(&mut self, first: &mut Option<T>, got: T, what: &str) {
        match first {
            None => *first = Some(got),
            Some(f) if *f != got => {
                self.add(format!("{what}: outputs differ from the first tiling's"))
            }
            Some(_) => {}
        }
    }

    fn finish(self, what: &str) {
        assert!(
            self.count == 0,
            "{what}: {} of {} cases failed; first ones:\n{}",
            self.count,
            self.cases,
            self.first.join("\n")
        );
        eprintln!("{what}: {} cases passed", self.cases);
    }
}

/// Byte x-offsets of a region `region_bytes` wide in an image `image_bytes` wide: inside,
/// across a tile boundary, flush right, across the right edge, fully right, across the left
/// edge, fully left. All are multiples of 4.
fn x_origins(image_bytes: i64, region_bytes: i64) -> Vec<i64> {
    let mut v = vec![
        0,
        124,
        image_bytes - region_bytes,
        image_bytes - region_bytes + 8,
        image_bytes - 4,
        image_bytes + 8,
        -4,
        -region_bytes + 4,
        -region_bytes - 8,
    ];
    v.sort_unstable();
    v.dedup();
    v
}

/// Row origins of a region `rows` high in an image `h` rows high: top, across a tile row
/// boundary, flush bottom, across the bottom edge, fully below, across the top edge, fully
/// above.
fn y_origins(h: i64, rows: i64) -> Vec<i64> {
    let mut v = vec![0, 29, h - rows, h - 1, h + 2, -1, -rows - 1];
    v.sort_unstable();
    v.dedup();
    v
}

/// An image size for the tests, in bytes per row and rows.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    bytes: i64,
    rows: i64,
}

/// Large images: wider than one Y tile (128 B) and taller than one (32 rows), neither a whole
/// number of tiles. Small images: narrower and shorter than every region, so a region can
/// cross two opposite edges at once.
const GEOMETRIES: [Geometry; 2] = [
    Geometry {
        bytes: 200,
        rows: 37,
    },
    Geometry { bytes: 12, rows: 5 },
];

/// Region origins (byte x, row y) for a region of `region_bytes` by `region_rows` in an
/// image of geometry `g`: for large images every combination of [`x_origins`] and
/// [`y_origins`]; for small ones a 3x3 grid from above-left to inside.
fn origins(g: Geometry, region_bytes: i64, region_rows: i64) -> Vec<(i64, i64)> {
    let (xs, ys) = if g.bytes > region_bytes && g.rows > region_rows {
        (
            x_origins(g.bytes, region_bytes),
            y_origins(g.rows, region_rows),
        )
    } else {
        (vec![-8, 0, 4], vec![-2, 0, 3])
    };
    xs.iter()
        .flat_map(|&x| ys.iter().map(move |&y| (x, y)))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Media block IO (cl_intel_media_block_io)

/// One media block kernel, as read from its source.
#[derive(Clone, Debug)]
struct MediaKernel {
    name: String,
    /// Sub-group size.
    simd: usize,
    /// Bytes per element of the built-in's type (uc 1, us 2, ui 4).
    e: usize,
    /// Vector width of the built-in's type.
    n: usize,
    /// Region width in elements.
    w: usize,
    /// Region height in rows.
    h: usize,
}

/// The `(suffix, width, height)` of the first call to `builtin` in `body`.
fn parse_call(body: &str, builtin: &str) -> Option<(String, usize, usize)> {
    let at = body.find(builtin)? + builtin.len();
    let rest = &body[at..];
    let open = rest.find('(')?;
    let suffix = rest[..open].to_string();
    let close = rest.find(')')?;
    let args: Vec<&str> = rest[open + 1..close].split(',').map(str::trim).collect();
    let w = args.get(1)?.parse().ok()?;
    let h = args.get(2)?.parse().ok()?;
    Some((suffix, w, h))
}

/// Every `media_rw_*` kernel of a corpus file with the region its built-ins use.
fn media_kernels(file: &str) -> Vec<MediaKernel> {
    const ATTR: &str = "__kernel __attribute__((intel_reqd_sub_group_size(";
    let src = corpus_source(file);
    let mut out = vec![];
    for chunk in src.split(ATTR).skip(1) {
        let simd: usize = chunk[..chunk.find(')').unwrap()].parse().unwrap();
        let name_at = chunk.find("void ").unwrap() + 5;
        let name = chunk[name_at..name_at + chunk[name_at..].find('(').unwrap()].to_string();
        assert!(
            name.starts_with("media_rw_"),
            "unexpected kernel {name} in {file}"
        );
        let (rsuf, w, h) = parse_call(chunk, "intel_sub_group_media_block_read_")
            .unwrap_or_else(|| panic!("{name}: no media block read call"));
        let (wsuf, ww, wh) = parse_call(chunk, "intel_sub_group_media_block_write_")
            .unwrap_or_else(|| panic!("{name}: no media block write call"));
        assert_eq!(
            (&rsuf, w, h),
            (&wsuf, ww, wh),
            "{name}: read and write differ"
        );
        let e = match &rsuf[..2] {
            "uc" => 1,
            "us" => 2,
            "ui" => 4,
            t => panic!("{name}: unknown element type {t}"),
        };
        let n = if rsuf.len() > 2 {
            rsuf[2..].parse().unwrap()
        } else {
            1
        };
        out.push(MediaKernel {
            name,
            simd,
            e,
            n,
            w,
            h,
        });
    }
    out
}

/// Inputs of one media block case.
struct MediaCase {
    src: Img,
    dst: Img,
    lanes_in: Vec<u8>,
    lanes_out: Vec<u8>,
    x0: i64,
    y0: i64,
}

fn media_case(
    k: &MediaKernel,
    g: Geometry,
    (x0, y0): (i64, i64),
    alt: bool,
    seed: u64,
) -> MediaCase {
    let mut rng = Rng(seed);
    let tw = g.bytes / k.e as i64;
    let slots = k.n * k.simd * k.e;
    MediaCase {
        src: Img::random(tw, g.rows, k.e, &mut rng).with_alt_format(alt),
        dst: Img::random(tw, g.rows, k.e, &mut rng).with_alt_format(alt),
        lanes_in: rng.bytes(slots),
        lanes_out: rng.bytes(slots),
        x0,
        y0,
    }
}

fn media_launch(k: &MediaKernel, c: &MediaCase, tiling: Tiling) -> LaunchFile {
    launch(
        &k.name,
        k.simd as u64,
        k.simd as u64,
        vec![
            c.src.arg(tiling),
            buffer(c.lanes_out.clone()),
            buffer(c.lanes_in.clone()),
            c.dst.arg(tiling),
            ArgSpec::Scalar(ScalarValue::I32(c.x0 as i32)),
            ArgSpec::Scalar(ScalarValue::I32(c.y0 as i32)),
        ],
    )
}

/// Compares a run with the spec's definition; `Err` describes the first mismatch.
fn media_check(k: &MediaKernel, c: &MediaCase, got: &Outputs) -> Result<(), String> {
    let (lanes_out, src, dst) = got;
    let (e, n, s) = (k.e, k.n, k.simd);
    let mut want_dst = c.dst.clone();
    let mut want_lanes = c.lanes_out.clone();
    let mut defined = vec![false; n * s];
    let mask = if e == 4 {
        u32::MAX
    } else {
        (1u32 << (8 * e)) - 1
    };
    for lane in 0..s {
        for i in 0..n {
            let j = i * s + lane;
            if j >= k.w * k.h {
                continue; // past the region: undefined on read, not written
            }
            let xb = c.x0 + ((j % k.w) * e) as i64;
            let y = c.y0 + (j / k.w) as i64;
            let tx = xb.div_euclid(e as i64);
            let slot = n * lane + i;
            defined[slot] = true;
            put_le(&mut want_lanes[slot * e..], e, c.src.clamped(tx, y));
            let v = get_le(&c.lanes_in[slot * e..], e).wrapping_add(1) & mask;
            want_dst.store(tx, y, v);
        }
    }
    for slot in 0..n * s {
        if !defined[slot] {
            continue;
        }
        let have = get_le(&lanes_out[slot * e..], e);
        let want = get_le(&want_lanes[slot * e..], e);
        if have != want {
            return Err(format!(
                "lanes_out[{slot}] (lane {}, element {}): got {have:#x}, expected {want:#x}",
                slot / n,
                slot % n
            ));
        }
    }
    if let Some(d) = c.src.first_diff(src) {
        return Err(format!("source image changed: {d}"));
    }
    if let Some(d) = want_dst.first_diff(dst) {
        return Err(format!("destination image: {d}"));
    }
    Ok(())
}

fn media_file(file: &str, opts: &RunOptions, fails: &mut Failures) {
    let program = load_corpus(file);
    let kernels = media_kernels(file);
    assert!(
        kernels.len() >= 6,
        "{file}: only {} kernels found",
        kernels.len()
    );
    for (ki, k) in kernels.iter().enumerate() {
        let region_bytes = (k.w * k.e) as i64;
        let cases = GEOMETRIES.iter().flat_map(|&g| {
            origins(g, region_bytes, k.h as i64)
                .into_iter()
                .map(move |o| (g, o))
        });
        for (oi, (g, (x0, y0))) in cases.enumerate() {
            let seed = ((ki as u64) << 32) ^ (oi as u64) ^ 0x6d65_6469_6100;
            let case = media_case(k, g, (x0, y0), oi % 2 == 1, seed);
            let mut first: Option<Outputs> = None;
            for tiling in TILINGS {
                fails.cases += 1;
                let what = format!(
                    "{file}::{} ({}x{} of {}-byte elements) at ({x0}, {y0}) in a {}x{} {:?} image, {tiling:?}",
                    k.name,
                    k.w,
                    k.h,
                    k.e,
                    case.src.w,
                    case.src.h,
                    case.src.format()
                );
                let got = match run_case(&program, opts, &media_launch(k, &case, tiling)) {
                    Ok(g) => g,
                    Err(e) => {
                        fails.add(format!("{what}: {e}"));
                        continue;
                    }
                };
                if let Err(e) = media_check(k, &case, &got) {
                    fails.add(format!("{what}: {e}"));
                }
                fails.same_as_first(&mut first, got, &what);
            }
        }
    }
}

#[test]
fn media_block_kernels_on_every_tiling() {
    let opts = RunOptions::default();
    let mut fails = Failures::default();
    for file in [
        "media_block_simd8",
        "media_block_simd16",
        "media_block_simd32",
    ] {
        media_file(file, &opts, &mut fails);
    }
    fails.finish("media block");
}

// ---------------------------------------------------------------------------------------
// Sub-group block IO on images (cl_intel_subgroups)

/// One image block kernel, as read from its source.
#[derive(Clone, Debug)]
struct ImageBlockKernel {
    name: String,
    /// Sub-group size.
    simd: usize,
    /// uints per work-item.
    n: usize,
}

/// Every `image_block_rw*` kernel of `image_block.cl`.
fn image_block_kernels() -> Vec<ImageBlockKernel> {
    const ATTR: &str = "__kernel __attribute__((intel_reqd_sub_group_size(";
    let src = corpus_source("image_block");
    let mut out = vec![];
    for chunk in src.split(ATTR).skip(1) {
        let simd: usize = chunk[..chunk.find(')').unwrap()].parse().unwrap();
        let name_at = chunk.find("void ").unwrap() + 5;
        let name = chunk[name_at..name_at + chunk[name_at..].find('(').unwrap()].to_string();
        assert!(
            name.starts_with("image_block_rw"),
            "unexpected kernel {name}"
        );
        let suffix = |builtin: &str| {
            let at = chunk
                .find(builtin)
                .unwrap_or_else(|| panic!("{name}: no {builtin} call"))
                + builtin.len();
            let rest = &chunk[at..];
            let digits = &rest[..rest.find('(').unwrap()];
            if digits.is_empty() {
                1
            } else {
                digits.parse::<usize>().unwrap()
            }
        };
        let n = suffix("intel_sub_group_block_read");
        assert_eq!(n, suffix("intel_sub_group_block_write"), "{name}");
        assert!(
            chunk.contains(&format!("x0 + k * {}", simd * 4)),
            "{name}: sub-groups are not {} bytes apart",
            simd * 4
        );
        out.push(ImageBlockKernel { name, simd, n });
    }
    out
}

/// Image sizes of the image block tests (4-byte texels): one wider than every run's region
/// (SIMD16: 4 sub-groups of 64 bytes) and two Y tiles, one smaller than a region.
const IB_GEOMETRIES: [Geometry; 2] = [
    Geometry {
        bytes: 280,
        rows: 37,
    },
    Geometry { bytes: 12, rows: 5 },
];
/// Sub-groups per run (two work-groups of two sub-groups).
const IB_SUB_GROUPS: usize = 4;

fn image_block_file(opts: &RunOptions, fails: &mut Failures) {
    let program = load_corpus("image_block");
    let kernels = image_block_kernels();
    assert!(
        kernels.len() >= 8,
        "image_block: only {} kernels",
        kernels.len()
    );
    for (ki, k) in kernels.iter().enumerate() {
        let (s, n) = (k.simd, k.n);
        let items = s * IB_SUB_GROUPS;
        let region_bytes = (items * 4) as i64;
        let cases = IB_GEOMETRIES.iter().flat_map(|&g| {
            origins(g, region_bytes, n as i64)
                .into_iter()
                .map(move |o| (g, o))
        });
        for (oi, (geom, (x0, y0))) in cases.enumerate() {
            let mut rng = Rng(((ki as u64) << 32) ^ (oi as u64) ^ 0x696d_6762_6c6b);
            let alt = oi % 2 == 1;
            let src = Img::random(geom.bytes / 4, geom.rows, 4, &mut rng).with_alt_format(alt);
            let dst0 = Img::random(geom.bytes / 4, geom.rows, 4, &mut rng).with_alt_format(alt);
            let lanes_in = rng.bytes(items * n * 4);
            let lanes_out0 = rng.bytes(items * n * 4);

            // Reference from the spec.
            let mut want_lanes = lanes_out0.clone();
            let mut want_dst = dst0.clone();
            for g in 0..items {
                let (k_sg, lane) = (g / s, g % s);
                let x = x0 + (k_sg * s * 4 + 4 * lane) as i64;
                for i in 0..n {
                    let y = y0 + i as i64;
                    let slot = n * g + i;
                    put_le(
                        &mut want_lanes[slot * 4..],
                        4,
                        src.clamped(x.div_euclid(4), y),
                    );
                    let v = get_le(&lanes_in[slot * 4..], 4) ^ 0xA5A5_A5A5;
                    want_dst.store(x.div_euclid(4), y, v);
                }
            }

            let mut first: Option<Outputs> = None;
            for tiling in TILINGS {
                fails.cases += 1;
                let what = format!(
                    "image_block::{} at ({x0}, {y0}) in a {}x{} {:?} image, {tiling:?}",
                    k.name,
                    src.w,
                    src.h,
                    src.format()
                );
                let lf = launch(
                    &k.name,
                    items as u64,
                    (2 * s) as u64,
                    vec![
                        src.arg(tiling),
                        buffer(lanes_out0.clone()),
                        buffer(lanes_in.clone()),
                        dst0.arg(tiling),
                        ArgSpec::Scalar(ScalarValue::I32(x0 as i32)),
                        ArgSpec::Scalar(ScalarValue::I32(y0 as i32)),
                    ],
                );
                let got = match run_case(&program, opts, &lf) {
                    Ok(g) => g,
                    Err(e) => {
                        fails.add(format!("{what}: {e}"));
                        continue;
                    }
                };
                let lanes_diff = (0..items * n).find_map(|slot| {
                    let have = get_le(&got.0[slot * 4..], 4);
                    let want = get_le(&want_lanes[slot * 4..], 4);
                    (have != want).then(|| {
                        format!(
                            "lanes_out[{slot}] (work-item {}, element {}): got {have:#x}, expected {want:#x}",
                            slot / n,
                            slot % n
                        )
                    })
                });
                let err = lanes_diff
                    .or_else(|| {
                        src.first_diff(&got.1)
                            .map(|d| format!("source image changed: {d}"))
                    })
                    .or_else(|| {
                        want_dst
                            .first_diff(&got.2)
                            .map(|d| format!("destination image: {d}"))
                    });
                if let Some(e) = err {
                    fails.add(format!("{what}: {e}"));
                }
                fails.same_as_first(&mut first, got, &what);
            }
        }
    }
}

#[test]
fn image_block_kernels_on_every_tiling() {
    let opts = RunOptions::default();
    let mut fails = Failures::default();
    image_block_file(&opts, &mut fails);
    fails.finish("image block");
}

// ---------------------------------------------------------------------------------------
// examples/media_block

#[test]
fn media_block_example() {
    let path = root().join("examples/media_block/launch.ron");
    let lf = LaunchFile::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let out = run(&lf, &RunOptions::default()).unwrap_or_else(|e| panic!("{e}"));

    // The luma image as the launch file initialises it.
    let (w, h) = match &lf.args[0] {
        ArgSpec::Image2d { width, height, .. } => (i64::from(*width), i64::from(*height)),
        a => panic!("argument 0 is not an image: {a:?}"),
    };
    let init = match &lf.args[0] {
        ArgSpec::Image2d { init, .. } => eusim::launch::fill_init(init, &lf).unwrap(),
        _ => unreachable!(),
    };
    assert_eq!(init.len() as i64, w * h);
    let luma = Img {
        w,
        h,
        e: 1,
        alt: true,
        data: init,
    };

    // Reference (mb_edges.cl's comment, edges replicated outside the image).
    let (mbw, mbh) = (w / 16, h / 16);
    let mut edges = vec![0u8; (32 * mbw * mbh) as usize];
    let mut pred = Img {
        w,
        h,
        e: 1,
        alt: true,
        data: vec![0; (w * h) as usize],
    };
    for gy in 0..mbh {
        for gx in 0..mbw {
            let (mx, my, mb) = (16 * gx, 16 * gy, (gy * mbw + gx) as usize);
            let left: Vec<u32> = (0..16).map(|r| luma.clamped(mx - 1, my + r)).collect();
            let top: Vec<u32> = (0..16).map(|c| luma.clamped(mx + c, my - 1)).collect();
            for l in 0..16 {
                edges[32 * mb + l] = left[l] as u8;
                edges[32 * mb + 16 + l] = top[l] as u8;
            }
            for r in 0..16 {
                for c in 0..16 {
                    let v = (left[r as usize] + top[c as usize] + 1) >> 1;
                    pred.store(mx + c, my + r, v);
                }
            }
        }
    }
    // Both outputs are checked before failing, so a report names every wrong one.
    let mut errors = vec![];
    let got_edges = out.args[1].as_deref().expect("edges buffer");
    if got_edges.len() != edges.len() {
        errors.push(format!(
            "edges has {} bytes, expected {}",
            got_edges.len(),
            edges.len()
        ));
    } else if let Some(i) = (0..edges.len()).find(|&i| got_edges[i] != edges[i]) {
        errors.push(format!(
            "edges[{i}] (macroblock {}, {} {}): got {}, expected {}",
            i / 32,
            if i % 32 < 16 {
                "left row"
            } else {
                "top column"
            },
            i % 16,
            got_edges[i],
            edges[i]
        ));
    }
    let got_pred = out.args[2].as_deref().expect("pred image");
    if let Some(d) = pred.first_diff(got_pred) {
        errors.push(format!("pred image: {d}"));
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
