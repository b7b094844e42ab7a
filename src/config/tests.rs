use super::*;

#[test]
fn presets_match_whitepaper_eu_counts() {
    // Gen9 whitepaper: GT2 24 EUs, GT3 48 EUs, GT4 72 EUs; 7 threads per EU.
    for (name, eus) in [("gen9-gt2", 24), ("gen9-gt3", 48), ("gen9-gt4", 72)] {
        let c = MachineConfig::load(name).unwrap();
        assert_eq!(c.topology.eus(), eus, "{name}");
        assert_eq!(c.topology.threads(), eus * 7, "{name}");
        assert_eq!(c.name, name);
    }
}

#[test]
fn part_presets_layer_on_gt2() {
    for (name, eus, mhz) in [
        ("uhd630", 24, 950),
        ("uhd630-23eu", 23, 950),
        ("uhd620", 24, 1100),
        ("hd530", 24, 1150),
    ] {
        let c = MachineConfig::load(name).unwrap();
        assert_eq!(
            (c.name.as_str(), c.topology.eus(), c.clock_mhz),
            (name, eus, mhz)
        );
        assert_eq!(c.topology.slices, 1, "{name} is a GT2");
    }
}

#[test]
fn set_overrides_and_errors() {
    let mut c = MachineConfig::load(DEFAULT_PRESET).unwrap();
    c.set("topology.slices=2").unwrap();
    assert_eq!(c.topology.eus(), 48);
    c.set("clock_mhz = 900").unwrap();
    assert_eq!(c.clock_mhz, 900);
    let e = |r: Result<(), ConfigError>| r.unwrap_err().to_string();
    assert!(e(c.set("topology.bogus=1")).contains("bogus"));
    assert!(e(c.set("topology=1")).contains("section"));
    assert!(c.set("clock_mhz=\"fast\"").is_err());
    assert_eq!(
        e(c.set("topology.slices=0")),
        "--set topology.slices=0: `topology.slices` = 0 is outside its range 1..=64 (slices)"
    );
    assert_eq!(
        c.topology.slices, 2,
        "failed override leaves config unchanged"
    );
    assert_eq!(c.overrides, ["topology.slices=2", "clock_mhz=900"]);
}

#[test]
fn absurd_values_are_one_line_errors() {
    let mut c = MachineConfig::default();
    for (set, want) in [
        (
            "memory.l3_ways=4000000000",
            "`memory.l3_ways` = 4000000000 is outside its range 1..=1024",
        ),
        (
            "memory.dram_gbps=0",
            "`memory.dram_gbps` = 0 is outside its range 0.001..=100000",
        ),
        (
            "memory.l3_bytes_per_slice=128",
            "holds 2 lines of 64 B, fewer than `memory.l3_ways` = 16",
        ),
        (
            "memory.line_bytes=96",
            "`memory.line_bytes` = 96 is not a power of two",
        ),
        ("topology.threads_per_eu=64", "more than the 65536"),
        (
            "memory.dram_bytes_per_cycle=20",
            "is now `memory.dram_gbps` in GB/s",
        ),
    ] {
        if set.starts_with("topology.threads") {
            c.set("topology.slices=64").unwrap();
            c.set("topology.subslices_per_slice=8").unwrap();
        }
        let msg = c.set(set).unwrap_err().to_string();
        assert!(msg.contains(want), "{set}: {msg}");
        assert!(!msg.contains('\n'), "{msg}");
    }
}

#[test]
fn round_trips_through_ron() {
    let c = MachineConfig::load("gen9-gt4").unwrap();
    assert_eq!(MachineConfig::from_ron(&c.to_ron(), "x").unwrap(), c);
}

#[test]
fn unknown_name_lists_presets() {
    let e = MachineConfig::load("gen42").unwrap_err().to_string();
    assert!(e.contains("gen9-gt2, gen9-gt3, gen9-gt4"), "{e}");
}

#[test]
fn the_base_preset_is_the_declared_defaults() {
    let mut gt2 = MachineConfig::load("gen9-gt2").unwrap();
    gt2.name = MachineConfig::default().name;
    assert_eq!(gt2, MachineConfig::default());
}

#[test]
fn partial_files_layer_on_a_base() {
    let dir = std::env::temp_dir().join(format!("eusim-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let part = dir.join("fast-memory.ron");
    std::fs::write(&part, "(base: \"gen9-gt3\", memory: (dram_gbps: 40.0))").unwrap();
    let on_top = dir.join("mine.ron");
    std::fs::write(
        &on_top,
        "(base: \"fast-memory.ron\", name: \"mine\", topology: (eus_per_subslice: 6))",
    )
    .unwrap();
    let c = MachineConfig::load(on_top.to_str().unwrap()).unwrap();
    assert_eq!(c.name, "mine");
    assert_eq!(c.topology.slices, 2, "from gen9-gt3");
    assert_eq!(c.clock_mhz, 1100, "from gen9-gt3");
    assert_eq!(c.topology.eus_per_subslice, 6, "own");
    assert_eq!(c.memory.dram_gbps, 40.0, "from the middle file");
    assert_eq!(c.memory.l3_ways, 16, "from the defaults");
    let c = MachineConfig::load(part.to_str().unwrap()).unwrap();
    assert_eq!(
        c.name, "fast-memory",
        "a file without a name is named by its stem"
    );
    std::fs::write(&part, "(base: \"mine.ron\")").unwrap();
    let e = MachineConfig::load(on_top.to_str().unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("a loop?"), "{e}");
    std::fs::write(&part, "(memory: (l3_wayz: 4))").unwrap();
    let e = MachineConfig::load(part.to_str().unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("no field `l3_wayz` in memory"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn dram_is_in_its_own_clock_domain() {
    let c = MachineConfig::default();
    // 23 GB/s and 261 ns at 1150 MHz: 20 B/cycle and 300 cycles; at 575 MHz twice the bytes
    // per (longer) cycle and half the cycles
    let at = |mhz: f64| c.memory.dram_cycles(mhz);
    assert_eq!(
        (at(1150.0).bytes_per_cycle, at(1150.0).latency),
        (20.0, 300)
    );
    assert_eq!((at(575.0).bytes_per_cycle, at(575.0).latency), (40.0, 150));
}

#[test]
fn every_parameter_is_described_with_a_unit_range_and_source() {
    let d = MachineConfig::default().describe();
    assert!(d.len() > 40, "{}", d.len());
    for p in &d {
        // free-form text: the name, and the generation (its own reference row)
        if p.path == "name" || p.path == "generation" {
            continue;
        }
        let i = p
            .info
            .unwrap_or_else(|| panic!("{} has no declaration", p.path));
        assert!(
            !i.unit.is_empty() && !i.source.is_empty() && i.doc.len() > 10,
            "{}",
            p.path
        );
        assert!(i.min <= i.max, "{}", p.path);
    }
    assert!(params::check(&MachineConfig::default()).is_ok());
}

#[test]
fn gen11_and_gen12lp_presets_name_their_generation_and_eu_counts() {
    // Gen11 whitepaper: 64 EUs (8 subslices x 8); ark: Iris Xe 96 EUs, UHD 770 32 EUs;
    // Xe-LP guide: 16 EUs per dual subslice, 7 threads per EU.
    for (name, generation, eus, mhz) in [
        ("iris-plus-g7", Generation::Gen11, 64, 1100),
        ("iris-xe-96eu", Generation::Gen12lp, 96, 1300),
        ("uhd770", Generation::Gen12lp, 32, 1550),
    ] {
        let c = MachineConfig::load(name).unwrap();
        assert_eq!(c.generation, generation, "{name}");
        assert_eq!(c.topology.eus(), eus, "{name}");
        assert_eq!(c.topology.threads(), eus * 7, "{name}");
        assert_eq!(c.clock_mhz, mhz, "{name}");
        // the effective configuration written next to stats reads back
        assert_eq!(
            MachineConfig::from_ron(&c.to_ron(), "x").unwrap(),
            c,
            "{name}"
        );
    }
    assert_eq!(MachineConfig::default().generation, Generation::Gen9);
    let mut c = MachineConfig::default();
    c.set("generation=\"gen11\"").unwrap();
    assert_eq!(c.generation, Generation::Gen11);
    assert!(c.set("generation=\"gen8\"").is_err());
}
