//! Which instructions of the corpus kernels run through the planned engine: prints any
//! ALU / extended-math instruction without a plan by mnemonic and type (run with
//! `--nocapture`; `SHOW="mov :D"` prints the instructions of one group), and requires every
//! one of them to be planned. Control flow, sends, `wait` and `nop` are the stepper's own
//! and not counted.

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
            let code = eusim::sim::decode_kernel(k).unwrap();
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
