//! Per-instruction profile of a timed run (`eusim run --profile`): how often each instruction
//! issued, the pipe cycles it took and the cycles threads waited before issuing it, by reason.

use super::source_lines::{SourceFile, SourceLineProfile};
use super::stats::StallCycles;
use serde::Serialize;
use std::fmt::Write;
use traces::StallReason;

/// Counts of one instruction, summed over every hardware thread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct InstCounts {
    /// Times the instruction issued.
    pub executions: u64,
    /// Pipe cycles its issues occupied (at least 1 per issue).
    pub issue_cycles: u64,
    /// Cycles threads waited before issuing it (control flow: after it), by reason.
    pub stalls: StallCycles,
    /// SIMD lanes its issues computed: the enabled channels of ALU and math instructions
    /// (`(W)` instructions: every channel of their execution size); 0 for sends and control
    /// flow, as the stats' `timing.simd_utilization_pct` counts them.
    pub lanes: u64,
    /// Lanes of those issues' execution sizes (SIMD efficiency = `lanes` / `slots`).
    pub slots: u64,
    /// Bytes its messages read from memory (global, SLM, scratch; the lanes' requested bytes).
    pub bytes_read: u64,
    /// Bytes its messages wrote to memory.
    pub bytes_written: u64,
}

impl From<&traces::InstTally> for InstCounts {
    fn from(t: &traces::InstTally) -> Self {
        InstCounts {
            executions: t.executions,
            issue_cycles: t.issue_cycles,
            stalls: StallCycles::from_reasons(&t.stalls),
            lanes: t.lanes,
            slots: t.slots,
            bytes_read: t.bytes_read,
            bytes_written: t.bytes_written,
        }
    }
}

impl InstCounts {
    /// Adds `cycles` stalled for `reason`.
    pub fn add_stall(&mut self, reason: StallReason, cycles: u64) {
        self.stalls.add_reason(reason, cycles);
    }

    /// Adds another instruction's counts.
    pub fn add(&mut self, o: &InstCounts) {
        self.executions += o.executions;
        self.issue_cycles += o.issue_cycles;
        self.stalls.add(&o.stalls);
        self.lanes += o.lanes;
        self.slots += o.slots;
        self.bytes_read += o.bytes_read;
        self.bytes_written += o.bytes_written;
    }

    /// All stall cycles.
    pub fn stall_total(&self) -> u64 {
        self.stalls.total()
    }

    /// SIMD efficiency in percent (`lanes` / `slots`), `None` without ALU or math issues.
    pub fn simd_pct(&self) -> Option<f64> {
        (self.slots > 0).then(|| 100.0 * self.lanes as f64 / self.slots as f64)
    }

    /// [`InstCounts::simd_pct`] with one decimal, empty when there is none (CSV, text).
    pub fn simd_pct_text(&self) -> String {
        self.simd_pct()
            .map_or_else(String::new, |p| format!("{p:.1}"))
    }
}

/// One line of the profile.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InstProfile {
    /// Byte offset of the instruction in the kernel.
    pub ip: u32,
    /// The instruction in iga64 syntax.
    pub text: String,
    /// Its counts.
    pub counts: InstCounts,
}

/// The profile of one kernel run, instructions in program order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Profile {
    /// Kernel name.
    pub kernel: String,
    /// One entry per instruction of the kernel.
    pub instructions: Vec<InstProfile>,
    /// Basic blocks (the disassembly's `L<offset>` blocks), in program order.
    pub blocks: Vec<BlockProfile>,
    /// Per OpenCL C source line, when the program has debug line tables (ocloc `-g`);
    /// empty (and left out of the JSON, CSV and text) otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub source_lines: Vec<SourceLineProfile>,
    /// The whole text of the source files of `source_lines` that were found (left out of
    /// the JSON when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<SourceFile>,
}

/// Totals of one basic block.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BlockProfile {
    /// The block's label (`L<offset>`, as in the disassembly).
    pub label: String,
    /// Byte offset of its first instruction.
    pub start: u32,
    /// Instructions in the block.
    pub length: u32,
    /// Times the block was entered (executions of its first instruction).
    pub entries: u64,
    /// Its instructions' counts, summed.
    pub counts: InstCounts,
}

impl Profile {
    /// Builds the profile from per-instruction counts indexed like `code`'s instructions.
    pub fn new(kernel: &str, code: &eu_model::Kernel, counts: Vec<InstCounts>) -> Profile {
        let instructions: Vec<InstProfile> = code
            .offsets()
            .iter()
            .zip(code.instructions())
            .zip(counts)
            .map(|((&ip, inst), counts)| InstProfile {
                ip,
                text: isa::format_instruction_at(inst, ip).trim_end().to_string(),
                counts,
            })
            .collect();
        let decoded: Vec<(u32, isa::Instruction)> = code
            .offsets()
            .iter()
            .copied()
            .zip(code.instructions().iter().cloned())
            .collect();
        let blocks = blocks(&instructions, &isa::block_starts(&decoded));
        Profile {
            kernel: kernel.to_string(),
            instructions,
            blocks,
            source_lines: Vec::new(),
            sources: Vec::new(),
        }
    }

    /// The blocks, hottest first (issue plus stall cycles; program order on a tie).
    pub fn hot_blocks(&self) -> Vec<&BlockProfile> {
        let mut v: Vec<&BlockProfile> = self.blocks.iter().collect();
        v.sort_by_key(|b| {
            let c = &b.counts;
            std::cmp::Reverse((c.issue_cycles + c.stall_total(), c.executions))
        });
        v
    }

    /// The profile as CSV: one row per instruction (`kind` = `instruction`) then one per
    /// block (`kind` = `block`), with executions, issue cycles and stall cycles by reason (a
    /// column per [`StallReason`], named by its name with `_` for spaces).
    pub fn csv(&self) -> String {
        let mut w = csv::WriterBuilder::new()
            .quote_style(csv::QuoteStyle::Never)
            .from_writer(Vec::new());
        let reasons = StallReason::ALL.map(|r| r.name().replace(' ', "_"));
        let head = [
            "kind",
            "label",
            "ip",
            "executions",
            "issue_cycles",
            "stall_cycles",
        ];
        let tail = [
            "lanes",
            "slots",
            "simd_pct",
            "bytes_read",
            "bytes_written",
            "text",
        ];
        let header = head.iter().map(|s| s.to_string()).chain(reasons);
        // the writer's records cannot fail on a Vec; the text column is quoted by hand
        let _ = w.write_record(header.chain(tail.iter().map(|s| s.to_string())));
        let mut row = |kind: &str, label: &str, ip: u32, execs: u64, c: &InstCounts, text: &str| {
            let mut rec = vec![
                kind.to_string(),
                label.to_string(),
                ip.to_string(),
                execs.to_string(),
                c.issue_cycles.to_string(),
                c.stall_total().to_string(),
            ];
            rec.extend(c.stalls.iter().map(|(_, v)| v.to_string()));
            rec.extend([
                c.lanes.to_string(),
                c.slots.to_string(),
                c.simd_pct_text(),
                c.bytes_read.to_string(),
                c.bytes_written.to_string(),
            ]);
            rec.push(format!("\"{}\"", text.replace('"', "\"\"")));
            let _ = w.write_record(rec);
        };
        for i in &self.instructions {
            let c = &i.counts;
            row("instruction", "", i.ip, c.executions, c, &i.text);
        }
        for b in &self.blocks {
            row("block", &b.label, b.start, b.entries, &b.counts, "");
        }
        for l in &self.source_lines {
            let label = format!("{}:{}", l.file, l.line);
            let ip = l.ips.first().copied().unwrap_or(0);
            let text = l.text.as_deref().unwrap_or("").trim();
            row("line", &label, ip, l.counts.executions, &l.counts, text);
        }
        String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
    }

    /// Issues summed over all instructions (equals the run's instruction count).
    pub fn total_executions(&self) -> u64 {
        self.instructions.iter().map(|i| i.counts.executions).sum()
    }

    /// The annotated disassembly followed by the ten hottest instructions (by issue plus stall
    /// cycles; program order on a tie).
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "// profile of kernel {}", self.kernel);
        let _ = writeln!(
            out,
            "// {:>6} {}  instruction   [stalls by reason]",
            "ip", COLUMNS_HEAD
        );
        for i in &self.instructions {
            let _ = write!(out, "{:>#9x} {}  {}", i.ip, columns(&i.counts), i.text);
            let reasons = reasons(&i.counts.stalls);
            if !reasons.is_empty() {
                let _ = write!(out, "   [{reasons}]");
            }
            out.push('\n');
        }
        let mut hot: Vec<&InstProfile> = self
            .instructions
            .iter()
            .filter(|i| i.counts.issue_cycles + i.counts.stall_total() > 0)
            .collect();
        hot.sort_by_key(|i| {
            let c = &i.counts;
            std::cmp::Reverse((c.issue_cycles + c.stall_total(), c.executions))
        });
        hot.truncate(10);
        let _ = writeln!(out, "// top {} by issue + stall cycles", hot.len());
        for (rank, i) in hot.iter().enumerate() {
            let c = &i.counts;
            let _ = writeln!(
                out,
                "{:>2}. {:>#9x} {:>10} cycles ({} issue, {} stall)  {}",
                rank + 1,
                i.ip,
                c.issue_cycles + c.stall_total(),
                c.issue_cycles,
                c.stall_total(),
                i.text
            );
        }
        let blocks = self.hot_blocks();
        let _ = writeln!(out, "// basic blocks by issue + stall cycles");
        for b in blocks.iter().take(10) {
            let c = &b.counts;
            let _ = writeln!(
                out,
                "{:>8} {:>4} insts {:>10} entries {:>10} cycles ({} issue, {} stall)",
                b.label,
                b.length,
                b.entries,
                c.issue_cycles + c.stall_total(),
                c.issue_cycles,
                c.stall_total()
            );
        }
        self.render_source_lines(&mut out);
        out
    }

    /// The per-source-line section of [`Profile::render`] (nothing without debug lines).
    fn render_source_lines(&self, out: &mut String) {
        if self.source_lines.is_empty() {
            return;
        }
        let _ = writeln!(
            out,
            "// source lines: {}  line   [stalls by reason]",
            COLUMNS_HEAD
        );
        for l in &self.source_lines {
            let c = &l.counts;
            let _ = write!(
                out,
                "{:>16}:{:<4} {}  {}",
                l.file,
                l.line,
                columns(c),
                l.text.as_deref().unwrap_or("").trim()
            );
            let reasons = reasons(&c.stalls);
            if !reasons.is_empty() {
                let _ = write!(out, "   [{reasons}]");
            }
            out.push('\n');
        }
    }
}

/// The heads of [`columns`].
const COLUMNS_HEAD: &str = "     execs      issue      stall  simd%       read    written";

/// A profile line's counts in the text: executions, issue and stall cycles, SIMD efficiency
/// (`-` without ALU or math issues), bytes read and written.
fn columns(c: &InstCounts) -> String {
    let simd = c
        .simd_pct()
        .map_or_else(|| "-".to_string(), |p| format!("{p:.1}"));
    format!(
        "{:>10} {:>10} {:>10} {:>6} {:>10} {:>10}",
        c.executions,
        c.issue_cycles,
        c.stall_total(),
        simd,
        c.bytes_read,
        c.bytes_written
    )
}

/// The reasons a profile line waited for, with their cycles (`memory 12, barrier 3`).
fn reasons(s: &StallCycles) -> String {
    s.iter()
        .filter(|&(_, v)| v > 0)
        .map(|(r, v)| format!("{} {v}", r.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Sums instruction counts into the blocks starting at `starts`.
fn blocks(insts: &[InstProfile], starts: &[i64]) -> Vec<BlockProfile> {
    let mut out: Vec<BlockProfile> = Vec::new();
    for i in insts {
        let new_block = out.is_empty() || starts.binary_search(&(i.ip as i64)).is_ok();
        if new_block {
            out.push(BlockProfile {
                label: format!("L{}", i.ip),
                start: i.ip,
                length: 0,
                entries: i.counts.executions,
                counts: InstCounts::default(),
            });
        }
        let Some(b) = out.last_mut() else { continue };
        b.length += 1;
        b.counts.add(&i.counts);
    }
    out
}
