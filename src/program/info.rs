//! Human-readable summary of a program for `eusim info`.

use std::fmt::Write;

use super::args::{ArgKind, BufferArg, CrossThreadSlot, KernelArg};
use super::binary::Program;
use super::elf::section_type_name;
use super::kernel::Kernel;
use super::patch::{PatchToken, TokenData};
use super::state::SamplerState;
use super::tokens::{data_parameter_name, param, patch_token_name};

/// Renders everything `eusim info PROGRAM` shows: kernels, SIMD width, arguments,
/// resources, data parameters and any unknown tokens. Output is deterministic.
pub fn render_info(p: &Program) -> String {
    let mut s = String::new();
    let h = &p.header;
    let _ = writeln!(
        s,
        "program: patch-token binary version {}, device family {}{}, {}-byte pointers, stepping {}, {} kernel(s)",
        h.version,
        h.device,
        if h.device == 12 { " (Gen9)" } else { "" },
        h.gpu_pointer_size,
        h.stepping_id,
        h.number_of_kernels
    );
    if let Some(elf) = &p.container {
        let _ = writeln!(s, "container: ELF type {:#06x}", elf.elf_type);
        for (i, sec) in elf.sections.iter().enumerate().skip(1) {
            let _ = writeln!(
                s,
                "  section {i}: '{}' type {:#x} ({}), {} bytes",
                sec.name,
                sec.kind,
                section_type_name(sec.kind),
                sec.size
            );
        }
    }
    if let Some(o) = &p.build_options {
        let _ = writeln!(s, "build options: {o}");
    }
    for (kernel, t) in &p.debug_lines {
        let _ = writeln!(
            s,
            "debug line table: kernel {kernel}, {} rows, files {}",
            t.rows.len(),
            t.files.join(", ")
        );
    }
    if !p.tokens.is_empty() {
        let _ = writeln!(s, "program-scope tokens:");
        for t in &p.tokens {
            let _ = writeln!(s, "  {}", program_token(t));
        }
    }
    for k in &p.kernels {
        s.push('\n');
        kernel(&mut s, k);
    }
    s
}

fn program_token(t: &PatchToken) -> String {
    let name = token_label(t.number);
    match &t.data {
        TokenData::GlobalMemorySurfaceProgramBinaryInfo {
            buffer_type,
            global_buffer_index,
            inline_data,
        } => format!(
            "{name}: global buffer {global_buffer_index} (type {buffer_type}), {} bytes of initial data",
            inline_data.len()
        ),
        TokenData::ConstantMemorySurfaceProgramBinaryInfo {
            constant_buffer_index,
            inline_data,
        } => format!(
            "{name}: constant buffer {constant_buffer_index}, {} bytes of initial data",
            inline_data.len()
        ),
        TokenData::GlobalPointerProgramBinaryInfo(pp)
        | TokenData::ConstantPointerProgramBinaryInfo(pp) => format!(
            "{name}: pointer at offset {:#x} of buffer {} -> {} buffer {}",
            pp.pointer_offset,
            pp.buffer_index,
            if pp.target_buffer_type == 0 { "global" } else { "constant" },
            pp.target_buffer_index
        ),
        TokenData::Unknown => unknown(t),
        other => format!("{name}: {other:?}"),
    }
}

fn token_label(number: u32) -> String {
    match patch_token_name(number) {
        Some(n) => format!("token {number} {n}"),
        None => format!("token {number}"),
    }
}

fn unknown(t: &PatchToken) -> String {
    let hex: Vec<String> = t.body().iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "UNKNOWN {} at {:#x}, size {}: {}",
        token_label(t.number),
        t.offset,
        t.size,
        hex.join(" ")
    )
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn slot(sl: &CrossThreadSlot) -> String {
    format!("@{:#x}/{}", sl.offset, sl.size)
}

fn kernel(s: &mut String, k: &Kernel) {
    kernel_header(s, k);
    resources(s, k);
    thread_payload(s, k);
    let _ = writeln!(s, "  cross-thread data: {} bytes", k.cross_thread_data_size);
    state_heaps(s, k);
    parameters(s, k);
    if !k.strings.is_empty() {
        let _ = writeln!(s, "  strings:");
        for (i, v) in &k.strings {
            let _ = writeln!(s, "    {i}: {v:?}");
        }
    }
    let order: Vec<String> = k.tokens.iter().map(|t| t.number.to_string()).collect();
    let _ = writeln!(
        s,
        "  patch tokens ({}): {}",
        k.tokens.len(),
        order.join(" ")
    );
    let unknown_tokens: Vec<&PatchToken> = k.unknown_tokens().collect();
    if unknown_tokens.is_empty() {
        let _ = writeln!(s, "  unknown tokens: none");
    } else {
        let _ = writeln!(s, "  unknown tokens ({}):", unknown_tokens.len());
        for t in unknown_tokens {
            let _ = writeln!(s, "    {}", unknown(t));
        }
    }
}

/// The kernel's compile-time properties: SIMD width, required sizes, attributes, checksum and
/// sizes of its ISA and heaps.
fn kernel_header(s: &mut String, k: &Kernel) {
    let _ = writeln!(s, "kernel {}", k.name);
    match &k.execution_environment {
        Some(e) => {
            let _ = writeln!(
                s,
                "  SIMD width: {} (compiled SIMD8 {}, SIMD16 {}, SIMD32 {})",
                e.largest_compiled_simd_size,
                yes(e.compiled_simd8 != 0),
                yes(e.compiled_simd16 != 0),
                yes(e.compiled_simd32 != 0)
            );
        }
        None => {
            let _ = writeln!(s, "  SIMD width: unknown (no execution environment token)");
        }
    }
    let _ = writeln!(
        s,
        "  required sub-group size: {}",
        k.required_sub_group_size()
            .map_or("none".to_string(), |n| n.to_string())
    );
    let _ = writeln!(
        s,
        "  required work-group size: {}",
        k.required_work_group_size()
            .map_or("none".to_string(), |w| format!(
                "{}x{}x{}",
                w[0], w[1], w[2]
            ))
    );
    if let Some(a) = &k.attributes {
        if !a.is_empty() {
            let _ = writeln!(s, "  attributes: {a}");
        }
    }
    let hd = &k.header;
    let _ = writeln!(
        s,
        "  checksum: {:#010x} ({})",
        hd.checksum,
        if k.checksum_ok() {
            "matches contents".to_string()
        } else {
            format!("MISMATCH: contents hash to {:#010x}", k.computed_checksum)
        }
    );
    let _ = writeln!(
        s,
        "  ISA: {} bytes (kernel heap {} bytes); heaps: general state {}, dynamic state {}, surface state {}",
        hd.kernel_unpadded_size,
        hd.kernel_heap_size,
        hd.general_state_heap_size,
        hd.dynamic_state_heap_size,
        hd.surface_state_heap_size
    );
}

/// The thread payload token.
fn thread_payload(s: &mut String, k: &Kernel) {
    if let Some(tp) = &k.thread_payload {
        let mut ids = Vec::new();
        for (on, n) in [
            (tp.local_id_x_present, "x"),
            (tp.local_id_y_present, "y"),
            (tp.local_id_z_present, "z"),
            (tp.local_id_flattened_present, "flattened"),
        ] {
            if on != 0 {
                ids.push(n);
            }
        }
        let _ = writeln!(
            s,
            "  thread payload: local IDs [{}], header {}, get_local_id {}, get_group_id {}, global offset {}, indirect payload {}, pass inline data {}, generate local IDs {}, walk order {}, offset to skip per-thread data load {:#x}, offset to skip set FFID/GP {:#x}",
            ids.join(" "),
            yes(tp.header_present != 0),
            yes(tp.get_local_id_present != 0),
            yes(tp.get_group_id_present != 0),
            yes(tp.get_global_offset_present != 0),
            yes(tp.indirect_payload_storage != 0),
            yes(tp.pass_inline_data != 0),
            yes(tp.generate_local_id != 0),
            tp.walk_order,
            tp.offset_to_skip_per_thread_data_load,
            tp.offset_to_skip_set_ffid_gp
        );
    }
}

/// The interface descriptor, sampler states and binding table.
fn state_heaps(s: &mut String, k: &Kernel) {
    if let Some(d) = &k.interface_descriptor {
        let _ = writeln!(
            s,
            "  interface descriptor template @dsh {:#x}: binding table @ssh {:#x} x{}, samplers @dsh {:#x} (count field {}), barrier {}, SLM encoding {} ({} bytes), cross-thread read length {} GRF, per-thread read length {} GRF",
            d.offset,
            d.binding_table_pointer,
            d.binding_table_entry_count,
            d.sampler_state_pointer,
            d.sampler_count,
            yes(d.barrier_enable),
            d.shared_local_memory_size,
            d.shared_local_memory_bytes(),
            d.cross_thread_constant_data_read_length,
            d.constant_urb_entry_read_length
        );
    }
    if let Some(ss) = &k.sampler_state_array {
        let _ = writeln!(
            s,
            "  sampler states: {} @dsh {:#x}, border colours @dsh {:#x}",
            ss.count, ss.offset, ss.border_color_offset
        );
    }
    for st in &k.sampler_states {
        let _ = writeln!(
            s,
            "    sampler @dsh {:#x}: {}min {} mag {}, {} coordinates, address {}/{}/{}",
            st.offset,
            if st.disabled { "disabled, " } else { "" },
            SamplerState::filter_name(st.min_filter),
            SamplerState::filter_name(st.mag_filter),
            if st.non_normalized_coordinates {
                "unnormalized"
            } else {
                "normalized"
            },
            SamplerState::address_mode_name(st.address_mode[0]),
            SamplerState::address_mode_name(st.address_mode[1]),
            SamplerState::address_mode_name(st.address_mode[2])
        );
    }
    if let Some(bt) = &k.binding_table {
        let _ = writeln!(
            s,
            "  binding table: {} entries @ssh {:#x}",
            bt.count, bt.offset
        );
        for e in &bt.entries {
            let _ = writeln!(
                s,
                "    BTI {} -> ssh {:#x}: {} format {:#x} tiling {}",
                e.index,
                e.surface_state_offset,
                e.surface.surface_type_name(),
                e.surface.surface_format,
                e.surface.tile_mode_name()
            );
        }
    }
}

/// Arguments, implicit buffers and data parameters.
fn parameters(s: &mut String, k: &Kernel) {
    let _ = writeln!(s, "  arguments ({}):", k.args.len());
    for a in &k.args {
        let _ = writeln!(s, "    {}", argument(a));
    }
    if !k.implicit_surfaces.is_empty() {
        let _ = writeln!(s, "  implicit buffers:");
        for i in &k.implicit_surfaces {
            let _ = writeln!(
                s,
                "    {}: address @{:#x}/{}, ssh {:#x}{}",
                i.purpose,
                i.surface.data_param_offset,
                i.surface.data_param_size,
                i.surface.surface_state_offset,
                i.surface
                    .index
                    .map_or(String::new(), |n| format!(", index {n}"))
            );
        }
    }
    let _ = writeln!(s, "  data parameters ({}):", k.data_parameters.len());
    for d in &k.data_parameters {
        let name =
            data_parameter_name(d.kind).map_or(format!("UNKNOWN_{}", d.kind), |n| n.to_string());
        let per_arg = matches!(
            d.kind,
            param::KERNEL_ARGUMENT
                | param::SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES
                | param::IMAGE_WIDTH..=param::SAMPLER_NORMALIZED_COORDS
                | param::IMAGE_ARRAY_SIZE
                | param::IMAGE_NUM_SAMPLES
                | param::SAMPLER_COORDINATE_SNAP_WA_REQUIRED
                | param::VME_MB_BLOCK_TYPE..=param::IMAGE_NUM_MIP_LEVELS
                | param::BUFFER_OFFSET..=param::FLAT_IMAGE_PITCH
        );
        let arg = if per_arg {
            format!(" arg {}", d.argument)
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "    {name}{arg} source {} -> @{:#x}/{}",
            d.source_offset, d.offset, d.size
        );
    }
}

fn resources(s: &mut String, k: &Kernel) {
    let e = k.execution_environment.clone().unwrap_or_default();
    let private = k
        .private_memory
        .as_ref()
        .map_or("0 bytes".to_string(), |p| {
            format!(
                "{} bytes per {}",
                p.per_thread_size,
                if p.is_simt_thread {
                    "work item"
                } else {
                    "thread"
                }
            )
        });
    let _ = writeln!(
        s,
        "  resources: GRF {} (large GRF {}), SLM {} bytes (inline), scratch {} / {} bytes per thread, private {}, barriers {}",
        e.num_grf_required,
        yes(k.large_grf()),
        k.inline_slm_size,
        k.per_thread_scratch_size[0],
        k.per_thread_scratch_size[1],
        private,
        e.has_barriers
    );
    let _ = writeln!(
        s,
        "  flags: global atomics {}, fences for read-write images {}, stateless spill/fill {}, device enqueue {}, stack calls {}, >4GB buffers {}, disable mid-thread preemption {}, subgroup independent forward progress {}",
        yes(e.has_global_atomics != 0),
        yes(e.uses_fences_for_read_write_images != 0),
        yes(e.uses_stateless_spill_fill != 0),
        yes(e.has_device_enqueue != 0),
        yes(e.has_stack_calls != 0),
        yes(e.compiled_for_greater_than_4gb_buffers != 0),
        yes(e.disable_mid_thread_preemption != 0),
        yes(e.subgroup_independent_forward_progress_required != 0)
    );
}

fn buffer(b: &BufferArg) -> String {
    let mut parts = Vec::new();
    if let Some(p) = &b.pointer {
        parts.push(format!("address {}", slot(p)));
    }
    if let Some(o) = b.surface_state_offset {
        parts.push(format!("ssh {o:#x}"));
    }
    match b.binding_table_index {
        Some(i) => parts.push(format!("BTI {i}")),
        None => parts.push("no BTI".to_string()),
    }
    if let Some(o) = &b.buffer_offset {
        parts.push(format!("buffer offset {}", slot(o)));
    }
    if b.pure_stateful {
        parts.push("stateful only".to_string());
    } else if !b.stateless {
        parts.push("stateful".to_string());
    }
    parts.join(", ")
}

/// An image argument's surface and metadata slots.
fn image(img: &crate::program::ImageArg) -> String {
    let m = &img.metadata;
    let mut parts = vec![
        img.image_type_name().to_string(),
        format!("ssh {:#x}", img.surface_state_offset),
        img.binding_table_index
            .map_or("no BTI".to_string(), |i| format!("BTI {i}")),
        if img.writeable {
            "writeable"
        } else {
            "read-only"
        }
        .to_string(),
    ];
    for (n, v) in [
        ("width", &m.width),
        ("height", &m.height),
        ("depth", &m.depth),
        ("channel data type", &m.channel_data_type),
        ("channel order", &m.channel_order),
        ("array size", &m.array_size),
        ("samples", &m.num_samples),
        ("mip levels", &m.num_mip_levels),
        ("flat base", &m.flat_base_offset),
        ("flat width", &m.flat_width),
        ("flat height", &m.flat_height),
        ("flat pitch", &m.flat_pitch),
    ] {
        if let Some(v) = v {
            parts.push(format!("{n} {}", slot(v)));
        }
    }
    parts.join(", ")
}

fn argument(a: &KernelArg) -> String {
    let mut head = format!("#{} {}", a.index, a.name());
    if let Some(t) = a.type_name() {
        let _ = write!(head, ": {t}");
    }
    if let Some(i) = &a.info {
        if !i.type_qualifiers.is_empty() && i.type_qualifiers != "NONE" {
            let _ = write!(head, " ({})", i.type_qualifiers);
        }
        if !i.access_qualifier.is_empty() && i.access_qualifier != "NONE" {
            let _ = write!(head, " [{}]", i.access_qualifier);
        }
    }
    let size = a.size().map_or(String::new(), |n| format!(", size {n}"));
    let detail = match &a.kind {
        ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b) | ArgKind::DeviceQueue(b) => {
            buffer(b)
        }
        ArgKind::LocalBuffer(l) => {
            format!("SLM offset {}, alignment {}", slot(&l.slot), l.alignment)
        }
        ArgKind::Value(pieces) => pieces
            .iter()
            .map(|p| {
                format!(
                    "bytes {}..{} {}",
                    p.source_offset,
                    p.source_offset.saturating_add(p.size),
                    slot(&CrossThreadSlot {
                        offset: p.offset,
                        size: p.size
                    })
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        ArgKind::Image(img) => image(img),
        ArgKind::Sampler(sm) => {
            let mut parts = vec![
                sm.sampler_type_name().to_string(),
                format!("sampler state @dsh {:#x}", sm.offset),
            ];
            for (n, v) in [
                ("address mode", &sm.address_mode),
                ("normalized coords", &sm.normalized_coords),
                ("coordinate snap WA", &sm.coordinate_snap_wa_required),
            ] {
                if let Some(v) = v {
                    parts.push(format!("{n} {}", slot(v)));
                }
            }
            parts.join(", ")
        }
        ArgKind::Unreferenced => "no payload".to_string(),
    };
    format!(
        "{head} - {}, {}{size}: {detail}",
        a.kind.name(),
        a.address_space.name()
    )
}
