//! The fast path must be indistinguishable from the generic path: every committed corpus
//! kernel runs twice (fast path on / off) on the same inputs, and the final registers, flags,
//! messages and outcome must be identical.

#![allow(clippy::needless_range_loop)]

use eu_model::*;

/// Shared functions that answer every message with a deterministic pattern derived from the
/// payload (so loads differ per lane) and record what was sent.
/// One logged message: SFID, descriptor, execution mask, payload.
type Logged = (u8, u32, u32, Vec<u8>);

#[derive(Default)]
struct Echo {
    log: Vec<Logged>,
}

impl SharedFunctions for Echo {
    fn send(
        &mut self,
        _t: ThreadId,
        req: &SendRequest<'_>,
        resp: &mut [u8],
    ) -> Result<SendReply<'_>, SendError> {
        self.log
            .push((req.sfid, req.desc, req.exec_mask, req.payload.to_vec()));
        let mut h = 0x9e37_79b9u32 ^ req.desc;
        for (i, b) in resp.iter_mut().enumerate() {
            let p = req
                .payload
                .get(i % req.payload.len().max(1))
                .copied()
                .unwrap_or(0);
            h = h.rotate_left(5) ^ p as u32 ^ i as u32;
            // Keep values small so loops and shuffles stay in range most of the time.
            *b = (h & 0x0f) as u8;
        }
        if req.sfid == 3 {
            return Ok(SendReply::barrier());
        }
        Ok(SendReply::done(ServedBy::DataPort))
    }
}

fn run_once(k: &Kernel, width: u8) -> (String, ThreadState, Vec<Logged>) {
    let mut st = ThreadState::new(
        ThreadId(1),
        width,
        if width == 32 {
            u32::MAX
        } else {
            (1 << width) - 1
        },
    );
    st.set_cr0(0, 0);
    for r in 1..12 {
        for d in 0..8 {
            st.write_ud(r, d, (r as u32 * 8 + d as u32) % 7);
        }
    }
    let mut sf = Echo::default();
    let mut outcome = String::new();
    for _ in 0..20_000 {
        match step(&mut st, k, &mut sf) {
            Ok(StepOutcome::Ended) => {
                outcome = "ended".into();
                break;
            }
            Ok(StepOutcome::Waiting) => st.notify(),
            Ok(_) => {}
            Err(e) => {
                outcome = e.to_string();
                break;
            }
        }
    }
    (outcome, st, sf.log)
}

#[test]
fn fast_and_generic_paths_agree_on_every_corpus_kernel() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/heap");
    let mut files = Vec::new();
    for suite in std::fs::read_dir(&root).unwrap() {
        for f in std::fs::read_dir(suite.unwrap().path()).unwrap() {
            files.push(f.unwrap().path());
        }
    }
    files.sort();
    assert!(files.len() > 50, "corpus present");
    let mut planned = 0;
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        let Ok(insts) = isa::decode_kernel(&bytes) else {
            continue;
        };
        let mut k = Kernel::from_offsets(insts).unwrap();
        planned += k.fast_path_instructions();
        let width = if f.to_string_lossy().contains("simd8") {
            8
        } else if f.to_string_lossy().contains("simd32") {
            32
        } else {
            16
        };
        let (o1, s1, l1) = run_once(&k, width);
        k.set_specialised_plans(false);
        k.set_oracle(true);
        let (o2, s2, l2) = run_once(&k, width);
        let name = f.display();
        assert_eq!(o1, o2, "{name}: outcome");
        assert_eq!(s1.ip(), s2.ip(), "{name}: ip");
        assert_eq!(
            s1.instructions_executed(),
            s2.instructions_executed(),
            "{name}: count"
        );
        for r in 0..128 {
            assert_eq!(s1.reg(r), s2.reg(r), "{name}: r{r}");
        }
        assert_eq!(s1.flag(0), s2.flag(0), "{name}: f0");
        assert_eq!(s1.flag(1), s2.flag(1), "{name}: f1");
        assert_eq!(l1, l2, "{name}: messages");
    }
    assert!(
        planned > 1000,
        "the fast path covers the common instructions ({planned})"
    );
}
