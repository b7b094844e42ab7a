//! Parser for the PTM.txt dump that `ocloc disasm -dump` writes, and a comparison of a
//! loaded [`Program`] against it. Shared by the loader tests; written from the dump's
//! observed format (block titles, "<width> <Field> <decimal>" lines, "Hex" byte lists).

#![allow(dead_code)]

use std::collections::BTreeMap;

use eusim::program::{PatchToken, Program};

/// One token block of a PTM dump.
#[derive(Debug, Default)]
pub struct PtmToken {
    pub title: String,
    /// (byte width, field name, value) in dump order, Token and Size included.
    pub fields: Vec<(usize, String, u64)>,
    pub hex: Vec<u8>,
}

impl PtmToken {
    pub fn field(&self, name: &str) -> u64 {
        self.fields
            .iter()
            .find(|f| f.1 == name)
            .unwrap_or_else(|| panic!("PTM token block without {name}: {self:?}"))
            .2
    }
}

#[derive(Debug, Default)]
pub struct PtmKernel {
    pub header: BTreeMap<String, u64>,
    pub name: String,
    pub tokens: Vec<PtmToken>,
}

#[derive(Debug, Default)]
pub struct Ptm {
    pub header: BTreeMap<String, u64>,
    pub tokens: Vec<PtmToken>,
    pub kernels: Vec<PtmKernel>,
}

/// Parses "\t<width> <Name> <decimal value>".
fn sized_field(line: &str) -> Option<(usize, String, u64)> {
    let mut it = line.split_whitespace();
    let width: usize = it.next()?.parse().ok()?;
    let name = it.next()?.to_string();
    let value: u64 = it.next()?.parse().ok()?;
    Some((width, name, value))
}

pub fn parse_ptm(text: &str) -> Ptm {
    enum In {
        ProgramHeader,
        KernelHeader,
        Token,
        None,
    }
    let mut ptm = Ptm::default();
    let mut state = In::None;
    for line in text.lines() {
        if line.trim().is_empty() {
            continue;
        }
        if !line.starts_with('\t') {
            let title = line.trim_end();
            state = if title == "ProgramBinaryHeader:" {
                In::ProgramHeader
            } else if title.starts_with("Kernel #") {
                ptm.kernels.push(PtmKernel::default());
                In::None
            } else if title == "KernelBinaryHeader:" {
                In::KernelHeader
            } else if title.ends_with(':') {
                let t = PtmToken {
                    title: title.trim_end_matches(':').to_string(),
                    ..PtmToken::default()
                };
                match ptm.kernels.last_mut() {
                    Some(k) => k.tokens.push(t),
                    None => ptm.tokens.push(t),
                }
                In::Token
            } else {
                panic!("unexpected PTM line {line:?}");
            };
            continue;
        }
        let body = line.trim();
        match state {
            In::ProgramHeader => {
                let (_, n, v) = sized_field(body).expect("program header field");
                ptm.header.insert(n, v);
            }
            In::KernelHeader => {
                let k = ptm
                    .kernels
                    .last_mut()
                    .expect("kernel header before Kernel #");
                if let Some(name) = body.strip_prefix("KernelName ") {
                    k.name = name.to_string();
                } else {
                    let (_, n, v) = sized_field(body).expect("kernel header field");
                    k.header.insert(n, v);
                }
            }
            In::Token => {
                let t = match ptm.kernels.last_mut() {
                    Some(k) => k.tokens.last_mut(),
                    None => ptm.tokens.last_mut(),
                }
                .expect("token block");
                if let Some(hex) = body.strip_prefix("Hex") {
                    t.hex = hex
                        .split_whitespace()
                        .map(|b| u8::from_str_radix(b, 16).expect("hex byte"))
                        .collect();
                } else {
                    t.fields.push(sized_field(body).expect("token field"));
                }
            }
            In::None => panic!("field outside a block: {line:?}"),
        }
    }
    ptm
}

fn le(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .rev()
        .fold(0u64, |acc, &b| (acc << 8) | u64::from(b))
}

fn check_tokens(file: &str, scope: &str, ours: &[PatchToken], theirs: &[PtmToken]) {
    let ours_n: Vec<u32> = ours.iter().map(|t| t.number).collect();
    let theirs_n: Vec<u64> = theirs.iter().map(|t| t.field("Token")).collect();
    assert_eq!(
        ours_n.iter().map(|&n| u64::from(n)).collect::<Vec<_>>(),
        theirs_n,
        "{file} {scope}: token numbers in order"
    );
    for (i, (o, t)) in ours.iter().zip(theirs).enumerate() {
        let ctx = format!("{file} {scope} token #{i} ({})", t.title);
        assert_eq!(u64::from(o.size), t.field("Size"), "{ctx}: Size");
        // Every sized field the dump prints lies at consecutive offsets from the header.
        let mut at = 0usize;
        for (w, name, v) in &t.fields {
            assert_eq!(le(&o.bytes[at..at + w]), *v, "{ctx}: field {name} at +{at}");
            at += w;
        }
        if t.title == "Unidentified PatchToken" {
            assert_eq!(o.body(), &t.hex[..], "{ctx}: body bytes");
        } else {
            // Named blocks print their trailing inline data.
            assert!(o.bytes.ends_with(&t.hex), "{ctx}: trailing data");
            assert_eq!(o.bytes.len(), at + t.hex.len(), "{ctx}: total length");
        }
    }
}

/// Compares headers, kernel names and sizes, and every token (number, size, printed
/// fields, raw bytes) of `p` against the dump `ptm`.
pub fn check_against_ptm(file: &str, p: &Program, ptm: &Ptm) {
    let h = &p.header;
    let expect = |n: &str| {
        *ptm.header
            .get(n)
            .unwrap_or_else(|| panic!("{file}: PTM lacks {n}"))
    };
    assert_eq!(u64::from(h.magic), expect("Magic"), "{file}");
    assert_eq!(u64::from(h.version), expect("Version"), "{file}");
    assert_eq!(u64::from(h.device), expect("Device"), "{file}");
    assert_eq!(
        u64::from(h.gpu_pointer_size),
        expect("GPUPointerSizeInBytes"),
        "{file}"
    );
    assert_eq!(
        u64::from(h.number_of_kernels),
        expect("NumberOfKernels"),
        "{file}"
    );
    assert_eq!(u64::from(h.stepping_id), expect("SteppingId"), "{file}");
    assert_eq!(
        u64::from(h.patch_list_size),
        expect("PatchListSize"),
        "{file}"
    );
    check_tokens(file, "program", &p.tokens, &ptm.tokens);
    for t in &ptm.tokens {
        match t.field("Token") {
            41 => {
                let i = t.field("GlobalBufferIndex") as u32;
                assert_eq!(
                    p.global_buffer(i),
                    Some(&t.hex[..]),
                    "{file}: global buffer {i}"
                );
            }
            42 => {
                let i = t.field("ConstantBufferIndex") as u32;
                assert_eq!(
                    p.constant_buffer(i),
                    Some(&t.hex[..]),
                    "{file}: constant buffer {i}"
                );
            }
            _ => {}
        }
    }
    assert_eq!(p.kernels.len(), ptm.kernels.len(), "{file}: kernel count");
    for (k, pk) in p.kernels.iter().zip(&ptm.kernels) {
        assert_eq!(k.name, pk.name, "{file}: kernel name");
        let ctx = format!("{file} kernel {}", k.name);
        let kh = &k.header;
        let e = |n: &str| {
            *pk.header
                .get(n)
                .unwrap_or_else(|| panic!("{ctx}: PTM lacks {n}"))
        };
        assert_eq!(u64::from(kh.checksum), e("CheckSum"), "{ctx}");
        assert_eq!(
            u64::from(k.computed_checksum),
            e("CheckSum"),
            "{ctx}: recomputed"
        );
        assert_eq!(kh.shader_hash_code, e("ShaderHashCode"), "{ctx}");
        assert_eq!(u64::from(kh.kernel_name_size), e("KernelNameSize"), "{ctx}");
        assert_eq!(u64::from(kh.patch_list_size), e("PatchListSize"), "{ctx}");
        assert_eq!(u64::from(kh.kernel_heap_size), e("KernelHeapSize"), "{ctx}");
        assert_eq!(
            u64::from(kh.general_state_heap_size),
            e("GeneralStateHeapSize"),
            "{ctx}"
        );
        assert_eq!(
            u64::from(kh.dynamic_state_heap_size),
            e("DynamicStateHeapSize"),
            "{ctx}"
        );
        assert_eq!(
            u64::from(kh.surface_state_heap_size),
            e("SurfaceStateHeapSize"),
            "{ctx}"
        );
        assert_eq!(
            u64::from(kh.kernel_unpadded_size),
            e("KernelUnpaddedSize"),
            "{ctx}"
        );
        assert_eq!(k.kernel_heap.len() as u64, e("KernelHeapSize"), "{ctx}");
        assert_eq!(k.isa().len() as u64, e("KernelUnpaddedSize"), "{ctx}");
        check_tokens(file, &format!("kernel {}", k.name), &k.tokens, &pk.tokens);
    }
}
