//! Every data-port send IGC emitted in the corpus (`tests/corpus/asm/**/*.asm`, iga64 text) and in
//! the isa crate's extra compiled kernels (`isa/tests/message_data/compiled/`) must
//! carry exactly the payload (mlen + ex_mlen) and response (rlen) lengths the data-port model
//! expects for that message: the lengths come from IGC, the expectations from the message layout.
//! Messages run with the ignore policy and zeroed payloads, so only length/support errors remain.

use isa::message::{decode, MessageKind, Sfid};
use memory_model::*;
use std::path::{Path, PathBuf};

fn parse_hex(tok: &str) -> Option<u32> {
    u32::from_str_radix(tok.strip_prefix("0x")?, 16).ok()
}

/// (exec size, ex_desc, desc) of an iga64 `send`/`sends` line with immediate descriptors.
fn parse_send(text: &str) -> Option<(u8, u32, u32)> {
    let code = text.split("//").next()?;
    let toks: Vec<&str> = code.split_whitespace().collect();
    let op = toks
        .iter()
        .position(|t| matches!(*t, "send" | "sends" | "sendc" | "sendsc"))?;
    let exec = toks
        .get(op + 1)?
        .strip_prefix('(')?
        .split('|')
        .next()?
        .parse()
        .ok()?;
    let hex: Vec<u32> = toks[op + 2..].iter().filter_map(|t| parse_hex(t)).collect();
    (hex.len() >= 2).then(|| (exec, hex[hex.len() - 2], hex[hex.len() - 1]))
}

fn collect(dir: &Path, out: &mut Vec<(PathBuf, usize, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "asm") {
            let text = std::fs::read_to_string(&p).unwrap();
            for (i, l) in text.lines().enumerate() {
                if l.contains("send") {
                    out.push((p.clone(), i + 1, l.to_string()));
                }
            }
        }
    }
}

#[test]
fn corpus_data_port_messages_have_the_modelled_lengths() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/corpus/asm");
    let mut lines = Vec::new();
    collect(&root, &mut lines);
    if let Some(extra) = std::env::var_os("EUSIM_EXTRA_ASM_DIR") {
        collect(Path::new(&extra), &mut lines);
    }
    let mut mem = Memory::new(OobPolicy::Ignore);
    let mut surf = Surfaces::new();
    for bti in 0..=252u8 {
        surf.bind_buffer(bti, 0x10000, 0x1000);
    }
    let mut slm = vec![0u8; 65536];
    let mut scratch = vec![0u8; 4096];
    let (mut checked, mut failures) = (0, Vec::new());
    for (file, line, text) in &lines {
        let Some((exec, ex_desc, desc)) = parse_send(text) else {
            continue;
        };
        let m = decode((ex_desc & 0xF) as u8, desc, ex_desc, exec).unwrap();
        let data_port = matches!(m.sfid, Sfid::Dc0 | Sfid::Dc1 | Sfid::DcReadOnly);
        let other_unit = matches!(
            m.kind,
            MessageKind::MediaBlockRead { .. }
                | MessageKind::MediaBlockWrite { .. }
                | MessageKind::TypedRead { .. }
                | MessageKind::TypedWrite { .. }
                | MessageKind::TypedAtomic { .. }
        );
        if !data_port || other_unit {
            continue;
        }
        let payload = vec![0u8; ((m.mlen + m.ex_mlen) * 32) as usize];
        let mut ctx = DataPortCtx::new(&mut mem, &surf, &mut slm).with_scratch(Scratch {
            base: 0,
            bytes: &mut scratch,
        });
        match execute(&m, &payload, 0xFFFF, &mut ctx) {
            Ok(r) => assert_eq!(r.len(), (m.rlen * 32) as usize),
            Err(e) => failures.push(format!("{}:{line}: {e}\n  {}", file.display(), text.trim())),
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {checked}:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("checked {checked} data-port sends");
}
