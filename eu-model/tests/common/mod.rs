//! Test harness: kernels from IGA text (the isa assembler) or from the committed ocloc kernel
//! heaps (the isa decoder), and a small in-test data port for untyped surface reads/writes,
//! byte gathering reads, barriers and end of thread.
#![allow(dead_code)]

use std::collections::HashMap;
use std::path::PathBuf;

use eu_model::{
    run, Kernel, SendError, SendOutcome, SendReply, SendRequest, ServedBy, SharedFunctions,
    StepOutcome, ThreadId, ThreadState,
};
use isa::message::Space;
use isa::message::{MessageKind, Surface};

/// Assemble IGA text into a kernel.
pub fn asm(text: &str) -> Kernel {
    let insts = isa::asm::assemble_instructions(text).expect("assembles");
    Kernel::from_offsets(insts).expect("offsets")
}

/// Path of a committed corpus file.
pub fn corpus(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus")
        .join(rel)
}

/// Decode a committed kernel heap.
pub fn heap(suite: &str, kernel: &str) -> Kernel {
    let bytes = std::fs::read(corpus(&format!("heap/{suite}/{kernel}.dat"))).expect("heap file");
    let insts = isa::decode_kernel(&bytes).expect("decodes");
    // Drop the trailing padding (`illegal` after the EOT send).
    Kernel::from_offsets(insts).expect("offsets")
}

/// A thread of `width` channels, all dispatched.
pub fn thread(width: u8) -> ThreadState {
    let mask = if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    };
    ThreadState::new(ThreadId(0), width, mask)
}

/// One recorded message.
#[derive(Clone, Debug)]
pub struct Sent {
    pub sfid: u8,
    pub desc: u32,
    pub exec_mask: u32,
    pub payload: Vec<u8>,
    pub eot: bool,
}

/// A data port over a few buffers indexed by binding-table index.
#[derive(Default)]
pub struct Mem {
    pub surfaces: HashMap<u8, Vec<u8>>,
    pub sent: Vec<Sent>,
}

impl Mem {
    pub fn with(buffers: &[(u8, Vec<u8>)]) -> Mem {
        Mem {
            surfaces: buffers.iter().cloned().collect(),
            sent: Vec::new(),
        }
    }

    pub fn u32s(&self, bti: u8) -> Vec<u32> {
        self.surfaces[&bti]
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    fn load(&self, bti: u8, addr: u32, n: usize) -> Result<u32, SendError> {
        let s = self
            .surfaces
            .get(&bti)
            .ok_or(SendError::UnboundSurface { bti, image: false })?;
        let a = addr as usize;
        if a + n > s.len() {
            return Err(SendError::OutOfBounds {
                space: Space::Surface(bti),
                addr: u64::from(addr),
                len: n as u64,
                lane: None,
            });
        }
        let mut v = 0u32;
        for k in (0..n).rev() {
            v = (v << 8) | s[a + k] as u32;
        }
        Ok(v)
    }

    fn store(&mut self, bti: u8, addr: u32, v: u32) -> Result<(), SendError> {
        self.store_n(bti, addr, v, 4)
    }

    fn store_n(&mut self, bti: u8, addr: u32, v: u32, n: usize) -> Result<(), SendError> {
        let s = self
            .surfaces
            .get_mut(&bti)
            .ok_or(SendError::UnboundSurface { bti, image: false })?;
        let a = addr as usize;
        if a + n > s.len() {
            return Err(SendError::OutOfBounds {
                space: Space::Surface(bti),
                addr: u64::from(addr),
                len: n as u64,
                lane: None,
            });
        }
        s[a..a + n].copy_from_slice(&v.to_le_bytes()[..n]);
        Ok(())
    }
}

fn dword(buf: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(buf[i * 4..i * 4 + 4].try_into().unwrap())
}

impl SharedFunctions for Mem {
    fn send(
        &mut self,
        _thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendReply<'_>, SendError> {
        Ok(match self.serve(req, response)? {
            SendOutcome::Done => SendReply::done(ServedBy::DataPort),
            SendOutcome::Barrier => SendReply::barrier(),
        })
    }
}

impl Mem {
    fn serve(
        &mut self,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendOutcome, SendError> {
        self.sent.push(Sent {
            sfid: req.sfid,
            desc: req.desc,
            exec_mask: req.exec_mask,
            payload: req.payload.to_vec(),
            eot: req.eot,
        });
        let msg = *req.msg;
        match msg.kind {
            MessageKind::EndOfThread => Ok(SendOutcome::Done),
            MessageKind::Gateway { .. } => Ok(SendOutcome::Barrier),
            MessageKind::UntypedRead {
                surface: Surface::Bti(bti),
                a64: false,
                channels,
                simd,
            } => {
                let lanes = simd as usize;
                let mut slot = 0;
                for c in 0..4 {
                    if !channels.has(c) {
                        continue;
                    }
                    for l in 0..lanes {
                        if req.exec_mask & (1 << l) != 0 {
                            let v = self.load(bti, dword(req.payload, l) + 4 * c, 4)?;
                            let o = (slot * lanes + l) * 4;
                            response[o..o + 4].copy_from_slice(&v.to_le_bytes());
                        }
                    }
                    slot += 1;
                }
                Ok(SendOutcome::Done)
            }
            MessageKind::UntypedWrite {
                surface: Surface::Bti(bti),
                a64: false,
                channels,
                simd,
            } => {
                let lanes = simd as usize;
                let mut slot = 0;
                for c in 0..4 {
                    if !channels.has(c) {
                        continue;
                    }
                    for l in 0..lanes {
                        if req.exec_mask & (1 << l) != 0 {
                            let v = dword(req.payload, lanes * (1 + slot) + l);
                            self.store(bti, dword(req.payload, l) + 4 * c, v)?;
                        }
                    }
                    slot += 1;
                }
                Ok(SendOutcome::Done)
            }
            MessageKind::ByteScatteredRead {
                surface: Surface::Bti(bti),
                a64: false,
                bytes,
                simd,
            } => {
                for l in 0..simd as usize {
                    if req.exec_mask & (1 << l) != 0 {
                        let v = self.load(bti, dword(req.payload, l), bytes as usize)?;
                        response[l * 4..l * 4 + 4].copy_from_slice(&v.to_le_bytes());
                    }
                }
                Ok(SendOutcome::Done)
            }
            MessageKind::ByteScatteredWrite {
                surface: Surface::Bti(bti),
                a64: false,
                bytes,
                simd,
            } => {
                let lanes = simd as usize;
                for l in 0..lanes {
                    if req.exec_mask & (1 << l) != 0 {
                        let v = dword(req.payload, lanes + l);
                        self.store_n(bti, dword(req.payload, l), v, bytes as usize)?;
                    }
                }
                Ok(SendOutcome::Done)
            }
            kind => Err(SendError::Unsupported {
                sfid: msg.sfid,
                desc: req.desc,
                kind,
            }),
        }
    }
}

/// Run a thread to its end (EOT, or falling off the end of the code) and return the outcome.
pub fn run_to_end(st: &mut ThreadState, k: &Kernel, mem: &mut Mem) -> StepOutcome {
    loop {
        if st.ip() >= k.len_bytes() {
            return StepOutcome::Ended;
        }
        match run(st, k, mem, 1).expect("executes") {
            StepOutcome::Continue => {}
            StepOutcome::Barrier => {}
            other => return other,
        }
        assert!(st.instructions_executed() < 5_000_000, "runaway kernel");
    }
}

/// Run a kernel whose code ends without EOT (assembled snippets). The snippet runs twice,
/// with the fast path and with the generic path, and both final states must agree.
pub fn run_snippet(st: &mut ThreadState, k: &Kernel) {
    let mut generic = k.clone();
    generic.set_specialised_plans(false);
    generic.set_oracle(true);
    let mut st2 = st.clone();
    run_to_end(st, k, &mut Mem::default());
    run_to_end(&mut st2, &generic, &mut Mem::default());
    for r in 0..128 {
        assert_eq!(
            st.reg(r),
            st2.reg(r),
            "fast and generic paths differ in r{r}"
        );
    }
    assert_eq!(
        st.flag(0),
        st2.flag(0),
        "fast and generic paths differ in f0"
    );
    assert_eq!(
        st.flag(1),
        st2.flag(1),
        "fast and generic paths differ in f1"
    );
}

/// Write consecutive dwords starting at register `reg`.
pub fn set_ud(st: &mut ThreadState, reg: usize, vals: &[u32]) {
    for (i, v) in vals.iter().enumerate() {
        st.write_ud(reg + i / 8, i % 8, *v);
    }
}

/// Read `n` consecutive dwords starting at register `reg`.
pub fn get_ud(st: &ThreadState, reg: usize, n: usize) -> Vec<u32> {
    (0..n).map(|i| st.read_ud(reg + i / 8, i % 8)).collect()
}

/// Write consecutive words starting at register `reg`.
pub fn set_uw(st: &mut ThreadState, reg: usize, vals: &[u16]) {
    let g = st.grf_mut();
    for (i, v) in vals.iter().enumerate() {
        let o = reg * 32 + i * 2;
        g[o..o + 2].copy_from_slice(&v.to_le_bytes());
    }
}

/// Bytes of `vals` as little-endian dwords.
pub fn bytes_of(vals: &[u32]) -> Vec<u8> {
    vals.iter().flat_map(|v| v.to_le_bytes()).collect()
}
