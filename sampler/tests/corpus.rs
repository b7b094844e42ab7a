//! Every image message IGC emitted in the corpus (`tests/corpus/asm/**/*.asm`, iga64 text) runs
//! through `execute` with the lengths IGC gave it: media block messages with the header DWord 2
//! the kernel writes just before the send (`mov (1|M0) rN.2<1>:ud 0x7001F:ud`), typed and
//! sampler messages with zero coordinates. The lengths come from IGC; the expectations from
//! the message layouts in this crate, so a disagreement shows up as a Length error.

use isa::message::{decode, MessageKind, Unit};
use memory_model::{Memory, OobPolicy};
use sampler::*;
use std::path::{Path, PathBuf};

fn parse_hex(tok: &str) -> Option<u32> {
    u32::from_str_radix(tok.trim_end_matches(":ud").strip_prefix("0x")?, 16).ok()
}

/// (exec size, src0 register number, ex_desc, desc) of an iga64 `send`/`sends` line.
fn parse_send(text: &str) -> Option<(u8, u32, u32, u32)> {
    let code = text.split("//").next()?;
    let toks: Vec<&str> = code.split_whitespace().collect();
    let op = toks.iter().position(|t| matches!(*t, "send" | "sends"))?;
    let exec = toks
        .get(op + 1)?
        .strip_prefix('(')?
        .split('|')
        .next()?
        .parse()
        .ok()?;
    let src0 = toks.get(op + 3)?.strip_prefix('r')?.parse().ok()?;
    let hex: Vec<u32> = toks[op + 2..].iter().filter_map(|t| parse_hex(t)).collect();
    (hex.len() >= 2).then(|| (exec, src0, hex[hex.len() - 2], hex[hex.len() - 1]))
}

/// The immediate last moved into `r{reg}.2` before line `upto`.
fn header_dw2(lines: &[&str], upto: usize, reg: u32) -> Option<u32> {
    let dst = format!("r{reg}.2<1>:ud");
    lines[..upto].iter().rev().find_map(|l| {
        let toks: Vec<&str> = l.split_whitespace().collect();
        let mov = toks.iter().position(|t| *t == "mov")?;
        (toks.get(mov + 2) == Some(&dst.as_str()))
            .then(|| toks.get(mov + 3).and_then(|t| parse_hex(t)))
            .flatten()
    })
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "asm") {
            out.push(p);
        }
    }
}

#[test]
fn corpus_image_messages_have_the_modelled_lengths() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/corpus/asm");
    let mut paths = Vec::new();
    files(&root, &mut paths);
    paths.sort();

    let mut memory = Memory::new(OobPolicy::Error);
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    let base = memory.allocate(1 << 20, 4096).unwrap();
    let surface = ImageSurface::new(base, 256, 256, fmt, Tiling::Y).unwrap();
    let mut images = Images::new();
    for bti in 0..=252u8 {
        images.bind(bti, surface);
    }
    let mut samplers = Samplers::new();
    for i in 0..16 {
        samplers.bind(
            i,
            SamplerState {
                normalized: false,
                address: AddressMode::ClampToEdge,
                filter: Filter::Nearest,
            },
        );
    }
    let (mut media, mut typed, mut sampled) = (0, 0, 0);
    // What iga64's comments say is there, counted independently of the decoder.
    let (mut media_text, mut typed_text, mut sampler_text) = (0, 0, 0);
    let mut failures = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            let comment = l.split("//").nth(1).unwrap_or("");
            media_text += usize::from(comment.contains("media block"));
            typed_text += usize::from(comment.contains("; typed surface"));
            sampler_text += usize::from(comment.contains("; sampler;"));
            let Some((exec, src0, ex_desc, desc)) = parse_send(l) else {
                continue;
            };
            let Ok(m) = decode((ex_desc & 0xF) as u8, desc, ex_desc, exec) else {
                continue;
            };
            if !matches!(m.unit(), Unit::Image | Unit::Sampler) {
                continue;
            }
            let mut payload = vec![0u8; ((m.mlen + m.ex_mlen) * 32) as usize];
            match m.kind {
                MessageKind::MediaBlockRead { .. } | MessageKind::MediaBlockWrite { .. } => {
                    let Some(dw2) = header_dw2(&lines, i, src0) else {
                        failures.push(format!("{}:{}: no header DWord 2", path.display(), i + 1));
                        continue;
                    };
                    payload[8..12].copy_from_slice(&dw2.to_le_bytes());
                    media += 1;
                }
                MessageKind::Sample { .. } => sampled += 1,
                _ => typed += 1,
            }
            let mut ctx = ImageCtx {
                memory: &mut memory,
                images: &images,
                samplers: &samplers,
            };
            match execute(&m, &payload, 0xFFFF, &mut ctx) {
                Ok(r) if r.len() == (m.rlen * 32) as usize || (m.rlen == 0 && r.is_empty()) => {}
                Ok(r) => failures.push(format!(
                    "{}:{}: {} response bytes for rlen {}",
                    path.display(),
                    i + 1,
                    r.len(),
                    m.rlen
                )),
                Err(e) => failures.push(format!("{}:{}: {e}\n    {l}", path.display(), i + 1)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The corpus has media block IO in image_block and media_block_simd{8,16,32}, typed
    // writes in image_copy_int and sampler ld_lz / sample_lz in ordinary_image: all must run.
    assert!(media > 0 && typed > 0 && sampled > 0);
    assert_eq!(
        (media, typed, sampled),
        (media_text, typed_text, sampler_text)
    );
}
