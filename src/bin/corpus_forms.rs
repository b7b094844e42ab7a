//! `corpus_forms DIR` (or `EUSIM_EXTERNAL_CORPUS=DIR corpus_forms`): instruction forms of an
//! external (not committed) corpus of Gen9 program binaries, a developer tool run by
//! scripts/corpus-external/corpus.py. Every ALU / extended-math instruction must be planned
//! (as tests/engine_coverage.rs requires of the committed corpus) and every send must carry a
//! message the simulator serves; exits 1 otherwise.
//!
//! A send is "served" when its descriptor decodes (`isa::message`) and a dry run of the
//! shared function the simulator routes it to (`Message::unit`) does not answer
//! `Unsupported`: the data port's `memory_model::execute_into` on empty memory, the image /
//! sampler side's `sampler::execute_into` with no image bound (which dispatches on the
//! message kind before it looks the surface up). The gateway serves barriers only and the
//! thread spawner end of thread, as the simulator's shared functions do. Sends whose
//! descriptor is in `a0` are decoded at run time and only counted.
//!
//! Output lines start with `corpus-forms`: a `summary` line per count and a `fail` line per
//! failing form (`<count> <form> e.g. <file>:<kernel>: <instruction>`).

use std::collections::BTreeMap;
use std::path::Path;

use isa::message::{GatewayOp, Message, MessageKind, Unit};

/// Why a send is not served, or `None` when it is.
fn refusal(msg: &Message, exec_size: u8) -> Option<String> {
    let payload = vec![0u8; ((msg.mlen + msg.ex_mlen) * 32) as usize];
    let mut response = vec![0u8; (msg.rlen * 32) as usize];
    let mask = if exec_size >= 32 {
        u32::MAX
    } else {
        (1u32 << exec_size) - 1
    };
    let mut memory = memory_model::Memory::new(memory_model::OobPolicy::Ignore);
    match msg.unit() {
        Unit::DataPort => {
            let surfaces = memory_model::Surfaces::new();
            let mut slm = vec![0u8; 64 * 1024];
            let mut ctx = memory_model::DataPortCtx::new(&mut memory, &surfaces, &mut slm);
            match memory_model::execute_into(msg, &payload, mask, &mut ctx, &mut response) {
                Err(memory_model::DataPortError::Unsupported(why)) => Some(why),
                _ => None,
            }
        }
        Unit::Image | Unit::Sampler => {
            let images = sampler::Images::new();
            let samplers = sampler::Samplers::new();
            let mut ctx = sampler::ImageCtx {
                memory: &mut memory,
                images: &images,
                samplers: &samplers,
            };
            match sampler::execute_into(msg, &payload, mask, &mut ctx, None, &mut response) {
                Err(sampler::SamplerError::Unsupported(why)) => Some(why),
                _ => None,
            }
        }
        Unit::Gateway => match msg.kind {
            MessageKind::Gateway {
                op: GatewayOp::Barrier,
            } => None,
            ref other => Some(format!("gateway message {other:?}")),
        },
        Unit::EndOfThread => None,
    }
}

/// The message kind without its field values (`UntypedRead { .. }` -> `UntypedRead`).
fn kind_name(kind: &MessageKind) -> String {
    let s = format!("{kind:?}");
    s.split([' ', '{', '(']).next().unwrap_or("").to_string()
}

#[derive(Default)]
struct Tally {
    kernels: usize,
    alu: usize,
    planned: usize,
    sends: usize,
    served: usize,
    indirect: usize,
    /// failing form -> (count, first example)
    fails: BTreeMap<String, (usize, String)>,
    /// message kind -> count (served sends)
    kinds: BTreeMap<String, usize>,
}

impl Tally {
    fn fail(&mut self, form: String, example: impl FnOnce() -> String) {
        self.fails
            .entry(form)
            .and_modify(|e| e.0 += 1)
            .or_insert_with(|| (1, example()));
    }
}

fn check_program(bin: &Path, t: &mut Tally) {
    let file = bin
        .file_name()
        .map_or_else(String::new, |f| f.to_string_lossy().to_string());
    let program = match eusim::program::load_program(bin, "skl", "") {
        Ok(p) => p,
        Err(e) => {
            t.fail("load_program error".into(), || format!("{file}: {e}"));
            return;
        }
    };
    for k in &program.kernels {
        t.kernels += 1;
        let code = match eusim::sim::decode_kernel(k, isa::Platform::Gen9) {
            Ok(c) => c,
            Err(e) => {
                t.fail("decode error".into(), || format!("{file}: {e}"));
                continue;
            }
        };
        for (i, inst) in code.instructions().iter().enumerate() {
            let example = || format!("{file}:{}: {}", k.name, isa::format_instruction(inst));
            match inst.opcode.info().class {
                isa::ExecClass::Alu | isa::ExecClass::ExtendedMath => {
                    t.alu += 1;
                    if code.is_planned(i) {
                        t.planned += 1;
                    } else {
                        let ty = inst.dst.map_or("-".to_string(), |d| format!("{:?}", d.ty));
                        t.fail(
                            format!("unplanned {} :{ty}", inst.opcode.mnemonic()),
                            example,
                        );
                    }
                }
                isa::ExecClass::Send => {
                    t.sends += 1;
                    match code.message(i) {
                        None => t.indirect += 1,
                        Some(Err(e)) => t.fail(format!("undecodable send: {e}"), example),
                        Some(Ok(msg)) => match refusal(msg, inst.exec_size) {
                            None => {
                                t.served += 1;
                                *t.kinds
                                    .entry(format!("{} {}", msg.sfid, kind_name(&msg.kind)))
                                    .or_default() += 1;
                            }
                            Some(why) => t.fail(
                                format!("unserved {} {}: {why}", msg.sfid, kind_name(&msg.kind)),
                                example,
                            ),
                        },
                    }
                }
                _ => {}
            }
        }
    }
}

fn pct(a: usize, b: usize) -> f64 {
    if b == 0 {
        100.0
    } else {
        100.0 * a as f64 / b as f64
    }
}

fn main() -> std::process::ExitCode {
    let Some(dir) = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("EUSIM_EXTERNAL_CORPUS").ok())
    else {
        eprintln!("usage: corpus_forms DIR (a directory of ocloc .bin files for skl)");
        return std::process::ExitCode::from(2);
    };
    let mut bins: Vec<_> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "bin"))
            .collect(),
        Err(e) => {
            eprintln!("corpus_forms: {dir}: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    bins.sort();
    if bins.is_empty() {
        eprintln!("corpus_forms: no .bin files in {dir}");
        return std::process::ExitCode::from(2);
    }
    let mut t = Tally::default();
    for bin in &bins {
        check_program(bin, &mut t);
    }
    let failing: usize = t.fails.values().map(|v| v.0).sum();
    println!(
        "corpus-forms summary {} programs, {} kernels",
        bins.len(),
        t.kernels
    );
    println!(
        "corpus-forms summary ALU/extended-math instructions planned: {} of {} ({:.2} %)",
        t.planned,
        t.alu,
        pct(t.planned, t.alu)
    );
    println!(
        "corpus-forms summary sends served: {} of {} with an immediate descriptor ({:.2} %); \
         {} with the descriptor in a0 (decoded at run time)",
        t.served,
        t.sends - t.indirect,
        pct(t.served, t.sends - t.indirect),
        t.indirect
    );
    for (kind, n) in &t.kinds {
        println!("corpus-forms summary   {n:>7}  {kind}");
    }
    for (form, (n, example)) in &t.fails {
        println!("corpus-forms fail {n}\t{form}\te.g. {example}");
    }
    if failing == 0 {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::FAILURE
    }
}
