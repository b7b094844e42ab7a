//! eusim: a cycle-approximate simulator of Intel Gen9 GPU execution units that runs
//! ocloc/IGC-compiled OpenCL kernels.
//!
//! The library holds program loading ([`program`]), launch files ([`launch`]), machine
//! configurations ([`config`]), the simulation and its statistics ([`sim`]) and safe output
//! ([`output`]). Front ends (the `eusim` command line with its sweeps and report, launch
//! files, the OpenCL platform) use one programmatic interface, [`api`]:
//!
//! ```
//! use eusim::api::{ArgValue, Buffer, Device, Program, Range};
//!
//! // The default machine (gen9-gt2) in timing mode.
//! let device = Device::load("gen9-gt2", &[], false)?;
//! let bin = std::fs::read("examples/shuffle/shuffle.bin")?;
//! let program = Program::from_binary(&bin)?;
//! let mut kernel = program.kernel("shuffle_u32")?;
//! assert_eq!(kernel.simd_width(), 16);
//!
//! let words = |v: &[u32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
//! let input = Buffer::from_vec(words(&(1000..1064).collect::<Vec<u32>>()));
//! let lanes = Buffer::from_vec(words(&[10; 64])); // every lane reads lane 10
//! let shuffled = Buffer::new(256)?;
//! let rotated = Buffer::new(256)?;
//! kernel.set_arg(0, ArgValue::Buffer(input))?;
//! kernel.set_arg(1, ArgValue::Buffer(lanes))?;
//! kernel.set_arg(2, ArgValue::Buffer(shuffled.clone()))?;
//! kernel.set_arg(3, ArgValue::Buffer(rotated.clone()))?;
//! kernel.set_arg(4, ArgValue::Scalar(3u32.to_le_bytes().to_vec()))?;
//!
//! let outcome = device.enqueue(&kernel, &Range::new(&[64]).local(&[16]))?;
//! let mut word = [0u8; 4];
//! shuffled.read(4 * 17, &mut word)?; // work-item 17: lane 10 of the second sub-group
//! assert_eq!(u32::from_le_bytes(word), 1026);
//! rotated.read(0, &mut word)?; // work-item 0: lane 0 + 3
//! assert_eq!(u32::from_le_bytes(word), 1003);
//! assert_eq!(outcome.stats.work_groups, 4);
//! assert!(outcome.stats.cycles > 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
pub mod api;
pub mod config;
pub mod launch;
pub mod output;
pub mod program;
pub mod sim;
