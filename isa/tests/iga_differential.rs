//! Differential test against the real iga64 (ignored by default: needs `iga64` on PATH and
//! spawns it once per instruction). Corpus instructions with 1-3 random bit flips are
//! disassembled by both; wherever iga64 succeeds we must print exactly the same text, and
//! we must not reject what iga64 accepts.
//!
//! Run: `cargo test -p isa --test iga_differential -- --ignored` (env `ISA_DIFF_N` = number
//! of samples, default 400; `ISA_DIFF_SEED` = seed).

use std::path::Path;
use std::process::Command;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn corpus_instructions() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/heap");
    let mut paths: Vec<_> = std::fs::read_dir(&root)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|d| std::fs::read_dir(d.path()).ok())
        .flat_map(|files| files.flatten().map(|f| f.path()))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let Ok(b) = std::fs::read(&p) else { continue };
        let mut pc = 0;
        while pc + 8 <= b.len() {
            let len = if b[pc + 3] & 0x20 != 0 { 8 } else { 16 };
            if pc + len > b.len() {
                break;
            }
            out.push(b[pc..pc + len].to_vec());
            pc += len;
        }
    }
    out
}

#[test]
#[ignore]
fn matches_iga64_on_mutated_instructions() {
    if Command::new("iga64").arg("-h").output().is_err() {
        eprintln!("iga64 not found; skipping");
        return;
    }
    let n: usize = std::env::var("ISA_DIFF_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let seed: u64 = std::env::var("ISA_DIFF_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12345);
    let insts = corpus_instructions();
    assert!(!insts.is_empty());
    let mut rng = Rng(seed | 1);
    let dir = std::env::temp_dir().join(format!("isa-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("x.bin");
    let mut problems = Vec::new();
    let (mut same, mut iga_rejects, mut lenient) = (0, 0, Vec::new());
    for _ in 0..n {
        let mut x = insts[(rng.next() % insts.len() as u64) as usize].clone();
        x.resize(16, 0);
        for _ in 0..1 + rng.next() % 3 {
            let bit = (rng.next() % 128) as usize;
            if bit != 29 {
                x[bit / 8] ^= 1 << (bit % 8);
            }
        }
        if x[3] & 0x20 != 0 {
            x.truncate(8);
        }
        std::fs::write(&file, &x).unwrap();
        let out = Command::new("iga64")
            .arg("-d")
            .arg("-p=9")
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let iga_ok = out.status.success() && !stderr.contains("error");
        let ours = isa::format_kernel(&x);
        match (iga_ok, ours) {
            (true, Ok(text)) => {
                // Send comments belong to the message decoder; compare without them.
                let strip = |t: &str| {
                    t.lines()
                        .map(|l| l.split(" // ").next().unwrap_or("").trim_end().to_string())
                        .collect::<Vec<_>>()
                };
                let iga = String::from_utf8_lossy(&out.stdout);
                if strip(&text) != strip(&iga) {
                    problems.push(format!("{}:\n  iga:  {iga}\n  ours: {text}", hex(&x)));
                } else {
                    same += 1;
                }
            }
            (true, Err(e)) => problems.push(format!("{}: we reject ({e}), iga accepts", hex(&x))),
            (false, ours) => {
                iga_rejects += 1;
                if ours.is_ok() {
                    let why = stderr.lines().next().unwrap_or("").to_string();
                    lenient.push(format!("{}: {why}", hex(&x)));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "{same} identical, {iga_rejects} rejected by iga64, {} problems",
        problems.len()
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
