//! Which instructions of the corpus kernels run through the planned engine: prints any
//! ALU / extended-math instruction without a plan by mnemonic and type (run with
//! `--nocapture`; `SHOW="mov :D"` prints the instructions of one group), and requires every
//! one of them to be planned. Control flow, sends, `wait` and `nop` are the stepper's own
//! and not counted. A second test steps one form of every compute opcode, math function,
//! predicate control and branch-target form and requires each to execute: no compute
//! instruction is left unimplemented (docs/known-gaps.md).

use std::collections::BTreeMap;
use std::path::Path;

#[test]
fn planned_share_of_corpus_instructions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/bin");
    let mut bins: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    bins.sort();
    let (mut total, mut planned) = (0usize, 0usize);
    let mut left: BTreeMap<String, usize> = BTreeMap::new();
    for bin in bins {
        let program = eusim::program::load_program(&bin, "skl", "").unwrap();
        for k in &program.kernels {
            let code = eusim::sim::decode_kernel(k, isa::Platform::Gen9).unwrap();
            for (i, inst) in code.instructions().iter().enumerate() {
                if !matches!(
                    inst.opcode.info().class,
                    isa::ExecClass::Alu | isa::ExecClass::ExtendedMath
                ) {
                    continue;
                }
                total += 1;
                if code.is_planned(i) {
                    planned += 1;
                } else {
                    let ty = inst.dst.map_or("-".to_string(), |d| format!("{:?}", d.ty));
                    let key = format!("{} :{ty}", inst.opcode.mnemonic());
                    if std::env::var("SHOW").is_ok_and(|v| v == key) {
                        println!("    {}", isa::format_instruction(inst));
                    }
                    *left.entry(key).or_default() += 1;
                }
            }
        }
    }
    let mut by_count: Vec<_> = left.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!(
        "planned {planned} of {total} ALU instructions ({:.1} %)",
        100.0 * planned as f64 / total as f64
    );
    for (k, n) in by_count.iter().take(40) {
        println!("{n:>6}  {k}");
    }
    assert!(
        total > 10_000,
        "the corpus shrank to {total} ALU instructions"
    );
    assert_eq!(planned, total, "ALU instructions without a plan");
}

/// One instruction of every ALU, extended-math and control-flow opcode in the table (every
/// math function, every predicate control of both access modes, register and immediate branch
/// targets), stepped on a thread with ordinary register contents: each must execute (in
/// particular, none may answer `Unimplemented`). A new opcode in the table without a form here
/// fails the test. Sends are the data port's and sampler's, tested with them.
#[test]
fn no_compute_opcode_is_unimplemented() {
    let forms = [
        "mov (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "sel (8|M0) (ge)f0.0 r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "movi (8|M0) r10.0<1>:d r[a0.0]<1,0>:d",
        "not (8|M0) r10.0<1>:d r2.0<8;8,1>:d",
        "and (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "or (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "xor (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "shr (8|M0) r10.0<1>:d r2.0<8;8,1>:d 3:w",
        "shl (8|M0) r10.0<1>:d r2.0<8;8,1>:d 3:w",
        "smov (8|M0) r[a0.2]<1>:d r2.2<0;1,0>:d 0x4:uw",
        "asr (8|M0) r10.0<1>:d r2.0<8;8,1>:d 3:w",
        "cmp (8|M0) (lt)f0.0 null<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "cmpn (8|M0) (lt)f0.0 null<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "csel (8|M0) (lt)f0.0 r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        "bfrev (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud",
        "bfe (8|M0) r10.0<1>:ud r2.0<2;1>:ud r3.0<2;1>:ud r4.0<1>:ud",
        "bfi1 (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud r3.0<8;8,1>:ud",
        "bfi2 (8|M0) r10.0<1>:ud r2.0<2;1>:ud r3.0<2;1>:ud r4.0<1>:ud",
        "add (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "mul (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "avg (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "frc (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "rndu (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "rndd (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "rnde (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "rndz (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "mac (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "mac (8|M0) r10.0<1>:d r2.0<8;8,1>:w r3.0<8;8,1>:w",
        "mach (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "lzd (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud",
        "fbh (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud",
        "fbl (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud",
        "cbit (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud",
        "addc (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud r3.0<8;8,1>:ud",
        "subb (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud r3.0<8;8,1>:ud",
        "sad2 (8|M0) r10.0<1>:w r2.0<8;8,1>:b r3.0<8;8,1>:b",
        "sada2 (8|M0) r10.0<1>:w r2.0<8;8,1>:b r3.0<8;8,1>:b",
        "dp4 (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "dph (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "dp3 (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "dp2 (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "line (8|M0) r10.0<1>:f r2.0<0;1,0>:f r3.0<8;8,1>:f",
        "pln (8|M0) r10.0<1>:f r2.0<0;1,0>:f r4.0<8;8,1>:f",
        "mad (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        "mad (4|M0) r10.0<1>:df r2.0<2;1>:df r3.0<2;1>:df r4.0<1>:df",
        "lrp (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        "madm (4|M0) r10.mme0:df r2.nomme:df r3.nomme:df r4.mme1:df",
        "madm (8|M0) r10.mme0:f r2.nomme:f r3.nomme:f r4.mme1:f",
        "nop",
        // every math function, single and double precision where the PRM gives one
        "math.inv (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.log (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.exp (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.sqt (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.rsqt (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.sin (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.cos (8|M0) r10.0<1>:f r2.0<8;8,1>:f",
        "math.fdiv (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "math.pow (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f",
        "math.idiv (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "math.iqot (8|M0) r10.0<1>:ud r2.0<8;8,1>:ud r3.0<8;8,1>:ud",
        "math.irem (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d",
        "math.invm (4|M0) (eo)f0.0 r10.mme0:df r2.nomme:df r3.nomme:df",
        "math.rsqtm (4|M0) (eo)f0.0 r10.mme0:df r2.nomme:df",
        "math.inv (4|M0) r10.0<1>:df r2.0<4;4,1>:df",
        "math.sqt (4|M0) r10.0<1>:df r2.0<4;4,1>:df",
        "math.sin (4|M0) r10.0<1>:df r2.0<4;4,1>:df",
        "math.pow (4|M0) r10.0<1>:df r2.0<4;4,1>:df r3.0<4;4,1>:df",
        "math.exp (8|M0) r10.0<1>:hf r2.0<8;8,1>:hf",
        // predicate controls (Align1 and Align16 forms)
        "(f0.0.anyv) mov (8|M0) r10.0<1>:d r2.0<8;8,1>:d",
        "(f0.0.allv) mov (8|M0) r10.0<1>:d r2.0<8;8,1>:d",
        "(f0.0.any2h) mov (8|M0) r10.0<1>:d r2.0<8;8,1>:d",
        "(f0.0.all8h) mov (8|M0) r10.0<1>:d r2.0<8;8,1>:d",
        "(f0.0.any32h) mov (8|M0) r10.0<1>:d r2.0<8;8,1>:d",
        "(f0.0.x) mad (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        "(f0.0.w) mad (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        "(f0.0.any4h) mad (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        "(f0.0.all4h) mad (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
        // control flow, immediate and register targets
        "(W) jmpi 16",
        "(W) jmpi r2.0",
        "(f0.0) brd (8|M0) 16",
        "brc (8|M0) 16 32",
        "(f0.0) if (8|M0) 32 32",
        "else (8|M0) 16 16",
        "endif (8|M0) 16",
        "(f0.0) while (8|M0) -16",
        "(f0.0) break (8|M0) 16 32",
        "(f0.0) cont (8|M0) 16 32",
        "(f0.0) halt (8|M0) 16 32",
        "(f0.0) goto (8|M0) 16 32",
        "join (8|M0) 16",
        "call (8|M0) r20.0 32",
        "calla (1|M0) r20.0 64",
        "ret (8|M0) r2.0<0;1,0>:ud",
        "wait n0.0<0;1,0>:ud",
    ];
    let mut covered = std::collections::BTreeSet::new();
    for text in forms {
        // Nops after the form give branch targets somewhere to land.
        let insts = isa::asm::assemble_instructions(&format!("{text}\n{}", "nop\n".repeat(6)))
            .unwrap_or_else(|e| panic!("`{text}` does not assemble: {e:?}"));
        covered.insert(insts[0].1.opcode);
        let kernel = eu_model::Kernel::from_offsets(insts).expect("kernel");
        let mut st = eu_model::ThreadState::new(eu_model::ThreadId(0), 16, 0xffff);
        for r in 0..128 {
            for d in 0..8 {
                // Small positive values: valid addresses, divisors, shift counts and floats.
                st.write_ud(r, d, 0x3f80_0000 + ((r as u32 * 8 + d as u32) << 4));
            }
        }
        st.write_ud(2, 0, 64);
        for i in 0..16 {
            st.set_a0(i, (40 + i as u16) * 32);
        }
        st.set_flag(0, 0x5a5a_5a5a);
        st.set_flag(1, 0x0ff0_f00f);
        // Every form here is valid: it must execute (not merely avoid `Unimplemented`).
        if let Err(e) = eu_model::step(&mut st, &kernel, &mut eu_model::NoSharedFunctions) {
            panic!("`{text}`: {e}");
        }
    }
    // Opcodes of later generations (Gen11's rotates, Gen12's sync) are not Gen9 instructions.
    for row in isa::OPCODE_TABLE
        .iter()
        .filter(|r| r.opcode.since() == isa::Platform::Gen9)
    {
        if matches!(
            row.class,
            isa::ExecClass::Alu
                | isa::ExecClass::ExtendedMath
                | isa::ExecClass::ControlFlow
                | isa::ExecClass::Wait
                | isa::ExecClass::Nop
        ) {
            assert!(
                covered.contains(&row.opcode),
                "opcode {} has no form in this test",
                row.mnemonic
            );
        }
    }
}
