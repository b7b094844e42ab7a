//! Reading `send` lines out of iga64's disassembly text (shared by the message tests).

use std::path::{Path, PathBuf};

/// One `send`/`sends` line with immediate descriptors, as iga64 printed it.
pub struct SendLine {
    pub file: PathBuf,
    pub line: usize,
    pub exec_size: u8,
    pub ex_desc: u32,
    pub desc: u32,
    /// iga64's comment after `//`, without the space that follows the slashes.
    pub comment: String,
}

impl SendLine {
    /// `file:line`, for messages.
    #[allow(dead_code)]
    pub fn at(&self) -> String {
        format!("{}:{}", self.file.display(), self.line)
    }
}

fn parse_hex(tok: &str) -> Option<u32> {
    u32::from_str_radix(tok.strip_prefix("0x")?, 16).ok()
}

/// Parses `[(pred)] send[s][c] (N|Mx) dst src0 [src1] EXDESC DESC [{opts}] // comment`.
pub fn parse_send(text: &str) -> Option<(u8, u32, u32, String)> {
    let (code, comment) = text.split_once("//")?;
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
    let hex: Vec<u32> = toks[op + 2..]
        .iter()
        .filter(|t| !t.starts_with('{'))
        .filter_map(|t| parse_hex(t))
        .collect();
    if hex.len() < 2 {
        return None; // register descriptor (a0.x): no immediate to check
    }
    let (ex_desc, desc) = (hex[hex.len() - 2], hex[hex.len() - 1]);
    Some((
        exec,
        ex_desc,
        desc,
        comment.strip_prefix(' ').unwrap_or(comment).to_string(),
    ))
}

/// Every send line of the `.asm` files under `dir`, in path order.
pub fn collect(dir: &Path, out: &mut Vec<SendLine>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "asm") {
            let text = std::fs::read_to_string(&p).unwrap();
            for (i, l) in text.lines().enumerate() {
                if !l.contains("send") {
                    continue;
                }
                if let Some((exec_size, ex_desc, desc, comment)) = parse_send(l) {
                    out.push(SendLine {
                        file: p.clone(),
                        line: i + 1,
                        exec_size,
                        ex_desc,
                        desc,
                        comment,
                    });
                }
            }
        }
    }
}
