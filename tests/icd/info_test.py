"""Every clGet*Info attribute PyOpenCL exposes, queried through the eusim ICD.

Run with EUSIM_CONFIG=gen9-gt3 and EUSIM_SET=clock_mhz=700,memory.l3_bytes_per_slice=262144.
Each platform, device, context, queue, memory, image, sampler, program, build, kernel,
work-group, argument, sub-group, event and profiling attribute must either answer or fail with
CL_INVALID_VALUE for a stated reason (an extension the device does not report, a query the
OpenCL 3.0 API specification reserves for other devices). Known values come from the Intel
Gen9 whitepaper ("The Compute Architecture of Intel Processor Graphics Gen9": GT3 is 2 slices
x 3 subslices x 8 EUs with 64 KB of shared local memory per subslice), from the EUSIM_SET
above, and from the objects this script creates. Prints "all passed" on success.
"""

import ctypes
import operator

import numpy as np
import pyopencl as cl

from checks import checker, failures, finish

check = checker(operator.eq)


# INVALID_VALUE is the right answer for these (OpenCL 3.0 API specification, the tables of
# clGetDeviceInfo, clGetContextInfo, clGetSamplerInfo and clGetKernelWorkGroupInfo)
VENDOR = ("_NV", "_AMD", "_QCOM", "_ARM", "_EXT", "_KHR")
NOT_APPLICABLE = {
    # vendor extensions the device does not report
    "device.ME_VERSION_INTEL": "cl_intel_motion_estimation",
    "device.SIMULTANEOUS_INTEROPS_INTEL": "cl_intel_simultaneous_sharing",
    "device.NUM_SIMULTANEOUS_INTEROPS_INTEL": "cl_intel_simultaneous_sharing",
    "device.SPIR_VERSIONS": "cl_khr_spir",
    # PyOpenCL 2022.3 asks with a 4-byte cl_bool for this size_t: checked below with ctypes
    "device.PRINTF_BUFFER_SIZE": "PyOpenCL passes 4 bytes for a size_t",
    "context.INTEROP_USER_SYNC": "a clCreateContext property, not a query",
    "mem.HOST_PTR": "PyOpenCL refuses it itself (get_host_array)",
    "sampler.LOD_MIN": "cl_khr_mipmap_image",
    "sampler.LOD_MAX": "cl_khr_mipmap_image",
    "sampler.MIP_FILTER_MODE": "cl_khr_mipmap_image",
    "kwg.GLOBAL_WORK_SIZE": "custom devices and built-in kernels only",
}


def walk(label, cls, get):
    """Every attribute of `cls`: its value, or None when it may not apply."""
    values = {}
    for n in sorted(n for n in dir(cls) if n.isupper()):
        key = f"{label}.{n}"
        try:
            values[n] = get(getattr(cls, n))
        except cl.Error as e:
            allowed = key in NOT_APPLICABLE or n.endswith(VENDOR)
            if e.code != cl.status_code.INVALID_VALUE and not (key == "mem.HOST_PTR"):
                failures.append(f"{key}: error {e.code} ({e})")
            elif not allowed:
                failures.append(f"{key}: {e}")
            values[n] = None
    return values


plat = next(p for p in cl.get_platforms() if p.name == "eusim")
dev = plat.get_devices()[0]
ctx = cl.Context([dev])
q = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
mf = cl.mem_flags
buf = cl.Buffer(ctx, mf.READ_WRITE, 64)
fmt = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.FLOAT)
img = cl.Image(ctx, mf.READ_ONLY, fmt, shape=(4, 3))
smp = cl.Sampler(ctx, True, cl.addressing_mode.REPEAT, cl.filter_mode.LINEAR)
SRC = "kernel void k(global int *a, int b, read_only image2d_t im) { a[get_global_id(0)] = b; }"
prg = cl.Program(ctx, SRC).build(options="-DUNUSED=1")
k = prg.k
k.set_args(buf, np.int32(3), img)
ev = cl.enqueue_nd_range_kernel(q, k, (16,), (16,))
ev.wait()

p = walk("platform", cl.platform_info, plat.get_info)
d = walk("device", cl.device_info, dev.get_info)
c = walk("context", cl.context_info, ctx.get_info)
qi = walk("queue", cl.command_queue_info, q.get_info)
m = walk("mem", cl.mem_info, buf.get_info)
im = walk("image", cl.image_info, img.get_image_info)
s = walk("sampler", cl.sampler_info, smp.get_info)
pi = walk("program", cl.program_info, prg.get_info)
b = walk("build", cl.program_build_info, lambda v: prg.get_build_info(dev, v))
ki = walk("kernel", cl.kernel_info, k.get_info)
wg = walk("kwg", cl.kernel_work_group_info, lambda v: k.get_work_group_info(v, dev))
a = walk("karg", cl.kernel_arg_info, lambda v: k.get_arg_info(0, v))
e = walk("event", cl.event_info, ev.get_info)
pr = walk("profiling", cl.profiling_info, ev.get_profiling_info)

# the configured machine: GT3 with the EUSIM_SET overrides
check("platform name", p["NAME"], "eusim")
check("platform version", p["VERSION"].startswith("OpenCL 3.0"), True)
check("compute units", d["MAX_COMPUTE_UNITS"], 2 * 3 * 8)
check("clock", d["MAX_CLOCK_FREQUENCY"], 700)
check("local memory", d["LOCAL_MEM_SIZE"], 64 * 1024)
check("L3 for data", d["GLOBAL_MEM_CACHE_SIZE"], 2 * 262144)
check("cache line", d["GLOBAL_MEM_CACHELINE_SIZE"], 64)
check("device name", d["NAME"], "eusim gen9-gt3 (48 EUs, 700 MHz)")
check("device type", d["TYPE"], cl.device_type.GPU)
check("vendor id", d["VENDOR_ID"], 0x8086)
check("work-group", d["MAX_WORK_GROUP_SIZE"], 256)
check("sub-groups", d["MAX_NUM_SUB_GROUPS"], 256 // 8)
# Intel's runtime: the largest allocation (1 GiB by default) over 16 bytes, the widest texel
check("image buffer", d["IMAGE_MAX_BUFFER_SIZE"], (1 << 30) // 16)
check("image2d", (d["IMAGE2D_MAX_WIDTH"], d["IMAGE2D_MAX_HEIGHT"]), (16384, 16384))
check("image support", d["IMAGE_SUPPORT"], 1)
check("profiling queue", d["QUEUE_PROPERTIES"] & cl.command_queue_properties.PROFILING_ENABLE, 2)
exts = d["EXTENSIONS"].split()
for x in ("cl_khr_subgroups", "cl_intel_subgroups", "cl_intel_required_subgroup_size",
          "cl_intel_media_block_io", "cl_khr_global_int32_base_atomics"):
    check(f"extension {x}", x in exts, True)
# Gen9 has double precision: cl_khr_fp64 with the capabilities Intel's runtime reports (every
# rounding mode, infinities and NaNs, denormals, fused multiply-add: 0x3f), half likewise
check("fp64 with cl_khr_fp64", (d["DOUBLE_FP_CONFIG"], "cl_khr_fp64" in exts), (0x3F, True))
check("fp16 with cl_khr_fp16", (d["HALF_FP_CONFIG"], "cl_khr_fp16" in exts), (0x3F, True))

# CL_DEVICE_PRINTF_BUFFER_SIZE is a size_t (4 MiB, as Intel's Gen9 runtime reports): 8 bytes
# answer, 4 bytes (what PyOpenCL passes) are CL_INVALID_VALUE
ocl = ctypes.CDLL("libOpenCL.so.1")
ocl.clGetDeviceInfo.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_size_t, ctypes.c_void_p,
                                ctypes.c_void_p]
size, ret = ctypes.c_size_t(0), ctypes.c_size_t(0)
err = ocl.clGetDeviceInfo(dev.int_ptr, 0x1049, 8, ctypes.byref(size), ctypes.byref(ret))
check("printf buffer", (err, size.value, ret.value), (0, 4 << 20, 8))
small = ctypes.c_uint32(0)
check("printf buffer in 4 bytes", ocl.clGetDeviceInfo(dev.int_ptr, 0x1049, 4, ctypes.byref(small), None), -30)

# the objects' own values
check("context devices", [x.int_ptr for x in c["DEVICES"]], [dev.int_ptr])
check("queue properties", qi["PROPERTIES"], cl.command_queue_properties.PROFILING_ENABLE)
check("queue device", qi["DEVICE"].int_ptr, dev.int_ptr)
check("mem", (m["SIZE"], m["FLAGS"], m["TYPE"], m["MAP_COUNT"]), (64, mf.READ_WRITE, cl.mem_object_type.BUFFER, 0))
check("image", (im["WIDTH"], im["HEIGHT"], im["ROW_PITCH"], im["ELEMENT_SIZE"], im["DEPTH"]), (4, 3, 64, 16, 0))
check("image format", (im["FORMAT"].channel_order, im["FORMAT"].channel_data_type), (fmt.channel_order, fmt.channel_data_type))
check("image mem type", img.get_info(cl.mem_info.TYPE), cl.mem_object_type.IMAGE2D)
check("sampler", (s["NORMALIZED_COORDS"], s["ADDRESSING_MODE"], s["FILTER_MODE"]),
      (1, cl.addressing_mode.REPEAT, cl.filter_mode.LINEAR))
check("program kernels", (pi["NUM_KERNELS"], pi["KERNEL_NAMES"], pi["SOURCE"]), (1, "k", SRC))
check("program binary", pi["BINARIES"][0][:4], b"\x7fELF")
check("build", (b["STATUS"], b["BINARY_TYPE"]), (0, cl.program_binary_type.EXECUTABLE))  # CL_BUILD_SUCCESS
check("build options", "-DUNUSED=1" in b["OPTIONS"], True)
check("kernel", (ki["FUNCTION_NAME"], ki["NUM_ARGS"]), ("k", 3))
check("work-group", (wg["WORK_GROUP_SIZE"], wg["COMPILE_WORK_GROUP_SIZE"]), (256, [0, 0, 0]))
check("simd multiple", wg["PREFERRED_WORK_GROUP_SIZE_MULTIPLE"] in (8, 16, 32), True)
check("arg", (a["NAME"], a["TYPE_NAME"], a["ADDRESS_QUALIFIER"]), ("a", "int*", cl.kernel_arg_address_qualifier.GLOBAL))
check("image arg access", k.get_arg_info(2, cl.kernel_arg_info.ACCESS_QUALIFIER), cl.kernel_arg_access_qualifier.READ_ONLY)
check("event", (e["COMMAND_TYPE"], e["COMMAND_EXECUTION_STATUS"]), (cl.command_type.NDRANGE_KERNEL, cl.command_execution_status.COMPLETE))
check("profiling order", pr["QUEUED"] <= pr["SUBMIT"] <= pr["START"] <= pr["END"] <= pr["COMPLETE"], True)

# sub-group queries (cl_khr_subgroups): the kernel's SIMD width is its sub-group size
simd = wg["PREFERRED_WORK_GROUP_SIZE_MULTIPLE"]
sg = cl.kernel_sub_group_info
check("max sub-group size", k.get_sub_group_info(dev, sg.MAX_SUB_GROUP_SIZE_FOR_NDRANGE, (64,)), simd)
check("sub-group count", k.get_sub_group_info(dev, sg.SUB_GROUP_COUNT_FOR_NDRANGE, (64,)), -(-64 // simd))
check("local size for 2 sub-groups", k.get_sub_group_info(dev, sg.LOCAL_SIZE_FOR_SUB_GROUP_COUNT, 2), [2 * simd])
check("max sub-groups", k.get_sub_group_info(dev, sg.MAX_NUM_SUB_GROUPS, (64,)), 256 // simd)
check("compile sub-groups", k.get_sub_group_info(dev, sg.COMPILE_NUM_SUB_GROUPS, (64,)), 0)

# CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT answers in as many dimensions as param_value_size
# holds, the others 1, and all 0 when no work-group holds the count (OpenCL 3.0 API
# specification, clGetKernelSubGroupInfo)
ocl.clGetKernelSubGroupInfo.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint,
                                        ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t,
                                        ctypes.c_void_p, ctypes.c_void_p]


def local_for(count, dims):
    arg, out, ret = ctypes.c_size_t(count), (ctypes.c_size_t * dims)(), ctypes.c_size_t(0)
    err = ocl.clGetKernelSubGroupInfo(k.int_ptr, dev.int_ptr, sg.LOCAL_SIZE_FOR_SUB_GROUP_COUNT,
                                      8, ctypes.byref(arg), 8 * dims, out, ctypes.byref(ret))
    return err, list(out), ret.value


for dims in (1, 2, 3):
    check(f"local size for 3 sub-groups in {dims}D", local_for(3, dims),
          (0, [3 * simd] + [1] * (dims - 1), 8 * dims))
    check(f"no local size for 257 sub-groups in {dims}D", local_for(257, dims), (0, [0] * dims, 8 * dims))

# CL_DEVICE_MAX_PARAMETER_SIZE is the compiler's own limit on the arguments' bytes (IGC:
# "Total size of kernel arguments exceeds limit"): a global pointer, 127 long2 and a long make
# 2048 bytes and build; one char more does not
limit = dev.max_parameter_size
check("max parameter size", limit, 2048)


def builds(types):
    params = ", ".join(f"{t} a{i}" for i, t in enumerate(types))
    try:
        cl.Program(ctx, f"kernel void k(global int *o, {params}) {{ o[0] = 1; }}").build()
        return True
    except cl.RuntimeError:
        return False


check("arguments of exactly the limit build", builds(["long2"] * 127 + ["long"]), True)
check("one byte more does not", builds(["long2"] * 127 + ["long", "char"]), False)

finish()
